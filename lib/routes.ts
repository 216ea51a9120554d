import type { Category } from './contract/catalogue';

/** The page of a category (spec route table): lotteries have their own pages, the rest share the lobby. */
export function categoryPath(category: Category): string {
  if (category === 'LOTT') return '/lottery';
  if (category === 'ELOTT') return '/elott';
  return `/${category.toLowerCase()}`;
}
