import { useSession } from './SessionContext';

/** Whether the screens offer their 'Warum?' mode: to admins only, who configure the documents. */
export function useMayExplain(): boolean {
  return Boolean(useSession().user?.flags?.isAdmin);
}
