import { HomeContent } from '@/components/home/home-content';
import { pageLocale } from '@/lib/i18n/page-locale';

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  return <HomeContent locale={await pageLocale(params)} />;
}
