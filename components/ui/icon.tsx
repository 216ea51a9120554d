import { SPRITE_URL, type IconName } from './icon-sprite';

type Props = { name: IconName; size: number; className?: string };

/**
 * A decorative Lucide icon drawn from the shared sprite (app/icons.svg): a page carries a short
 * `<use>` per icon instead of its paths, twice (HTML and flight data). For server components, which
 * also hand the element to client components as a prop: importing it in a client component would
 * ship every drawing, and lucide-react's own icons would put its runtime in the first load.
 */
export function Icon({ name, size, className }: Props) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      aria-hidden="true"
    >
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}
