'use client';

import type { ReactNode } from 'react';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { useMember } from '@/lib/hooks/use-member';
import { Link, usePathname } from '@/lib/i18n/navigation';
import {
  drawerToggled,
  openDialog,
  openMemberCentre,
  selectDrawerOpen,
} from '@/lib/store/ui-state';
import { useUiDispatch, useUiSelector } from '@/lib/store/lazy-store';
import styles from './bottom-bar.module.css';

type Labels = Record<
  'bar' | 'home' | 'promotions' | 'deposit' | 'login' | 'service' | 'account' | 'menu',
  string
>;
type Icons = Record<Exclude<keyof Labels, 'bar'>, ReactNode>;

/**
 * Home, promotions, deposit (members) or log in (visitors), customer service, and the member
 * centre (members) or the side menu (visitors).
 */
export function BottomBarNav({ labels, icons }: { labels: Labels; icons: Icons }) {
  const { member } = useMember();
  const pathname = usePathname();
  const drawerOpen = useUiSelector(selectDrawerOpen);
  const dispatch = useUiDispatch();
  const gate = useLoginGate();
  const current = (href: string) => (pathname === href ? 'page' : undefined);
  const openCentre = async (page?: 'depositv2') => {
    if (await gate()) dispatch(openMemberCentre(page ? { page } : undefined));
  };
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={styles.bar} aria-label={labels.bar} data-bottom-bar>
        <ul>
          <li>
            <Link href="/" aria-current={current('/')}>
              {icons.home}
              <span>{labels.home}</span>
            </Link>
          </li>
          <li>
            <Link href="/promotions" aria-current={current('/promotions')}>
              {icons.promotions}
              <span>{labels.promotions}</span>
            </Link>
          </li>
          <li>
            {member ? (
              <button type="button" aria-haspopup="dialog" onClick={() => openCentre('depositv2')}>
                {icons.deposit}
                <span>{labels.deposit}</span>
              </button>
            ) : (
              <Link
                href="/login"
                aria-haspopup="dialog"
                onClick={(event) => {
                  event.preventDefault();
                  dispatch(openDialog({ kind: 'login', props: { tab: 'login' } }));
                }}
              >
                {icons.login}
                <span>{labels.login}</span>
              </Link>
            )}
          </li>
          <li>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => dispatch(openDialog({ kind: 'customerService', props: {} }))}
            >
              {icons.service}
              <span>{labels.service}</span>
            </button>
          </li>
          <li>
            {member ? (
              <button type="button" aria-haspopup="dialog" onClick={() => openCentre()}>
                {icons.account}
                <span>{labels.account}</span>
              </button>
            ) : (
              <button
                type="button"
                aria-controls="left-bar"
                aria-expanded={drawerOpen}
                onClick={() => dispatch(drawerToggled())}
              >
                {icons.menu}
                <span>{labels.menu}</span>
              </button>
            )}
          </li>
        </ul>
      </nav>
    </>
  );
}
