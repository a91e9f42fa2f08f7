import type { Page } from 'playwright-core';

/** Clicks the button named `name` and waits until it has left the page (its item left the list). */
export async function clickUntilGone(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name });
  await button.click();
  await button.waitFor({ state: 'detached' });
}
