/** The brand's name with its star, in page text so that it follows the theme's colours. */
export function BrandMark({ name }: { name: string }) {
  return (
    <span className="brand-mark">
      <svg aria-hidden="true" viewBox="0 0 64 64" width="28" height="28">
        <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" strokeWidth="5" />
        <path
          d="M32 14l5 11.5 12.5 1-9.5 8.3 2.9 12.2L32 40.6 21.1 47l2.9-12.2-9.5-8.3 12.5-1z"
          fill="currentColor"
        />
      </svg>
      <span className="brand-name">{name}</span>
    </span>
  );
}
