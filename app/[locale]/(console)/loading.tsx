import { ConsoleSkeleton } from '@/components/support/console-skeleton';

export default function ConsoleLoading() {
  return <ConsoleSkeleton />;
}
