import { DEMO_ACCOUNTS_ELEMENT_ID, type DemoAccount } from '../../contract/api';

/** The demo accounts the server put into the HTML shell, or null when the page has none (tests, older shells). */
export function demoAccountsOfPage(doc: Document = document): DemoAccount[] | null {
  const element = doc.getElementById(DEMO_ACCOUNTS_ELEMENT_ID);
  if (!element) return null;
  try {
    const list: unknown = JSON.parse(element.textContent ?? '');
    return Array.isArray(list) ? (list as DemoAccount[]) : [];
  } catch {
    return [];
  }
}
