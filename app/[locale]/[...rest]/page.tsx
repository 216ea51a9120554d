import { notFound } from 'next/navigation';

/** Any path no route claims renders the translated not-found page of this locale. */
export default function UnknownPage() {
  notFound();
}
