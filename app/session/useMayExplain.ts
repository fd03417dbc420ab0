import { useSession } from './SessionContext';

/** Whether the screens offer their 'Warum?' mode (issue 13): to admins only, who configure the documents. */
export function useMayExplain(): boolean {
  return Boolean(useSession().user?.flags?.isAdmin);
}
