import type { ReactNode } from 'react';
import { BrandMark } from '@/components/layout/brand-mark';
import styles from './system-screen.module.css';

type Props = {
  brandName: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
};

/** The frame of a whole-site state page: brand, a large icon, the title, details and actions. */
export function SystemScreen({ brandName, icon, title, children, actions }: Props) {
  return (
    <main className={styles.screen}>
      <section className={styles.card} aria-labelledby="system-title">
        <BrandMark name={brandName} />
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
        <h1 id="system-title" className={styles.title}>
          {title}
        </h1>
        {children}
        <div className={styles.actions}>{actions}</div>
      </section>
    </main>
  );
}

/** What the static shell shows for the instant before the visitor's state streams in. */
export function SystemScreenSkeleton() {
  return (
    <main className={styles.screen} aria-busy="true">
      <div className={styles.card}>
        <div className={`${styles.icon} ${styles.pulse}`} />
        <div className={`${styles.line} ${styles.pulse}`} />
        <div className={`${styles.line} ${styles.short} ${styles.pulse}`} />
      </div>
    </main>
  );
}

/** One labelled fact (IP address, country, end time) in the details panel. */
export function SystemFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function SystemFacts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

export function SystemText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

type ActionProps = { href: string; children: ReactNode; primary?: boolean; external?: boolean };

export function SystemAction({ href, children, primary, external }: ActionProps) {
  return (
    <a
      className={primary ? styles.primary : styles.secondary}
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
