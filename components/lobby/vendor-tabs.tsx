import type { VendorCard } from '@/lib/contract/catalogue';

type Props = {
  vendors: VendorCard[];
  current: string | undefined;
  allLabel: string;
  label: string;
  href: (vassalage: string | undefined) => string;
};

/** Vendor tabs of a lobby (?page={vendor}); plain links, so they work and index without scripts. */
export function VendorTabs({ vendors, current, allLabel, label, href }: Props) {
  const tabs = [{ vassalage: undefined, name: allLabel }, ...vendors];
  return (
    <nav className="vendor-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <a
          key={tab.vassalage ?? 'all'}
          href={href(tab.vassalage)}
          aria-current={tab.vassalage === current ? 'page' : undefined}
        >
          {tab.name}
        </a>
      ))}
    </nav>
  );
}
