import { NotFound } from '../../components/not-found';

/** The router's fallback for any path no route matches. */
export default function NotFoundPage() {
  return <NotFound />;
}
