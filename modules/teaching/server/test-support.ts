import { expect } from 'vitest';
import type { TestKernel } from '../../../core/server/testing';

const DILARANG = 'Anda tidak berhak mengakses data ini.';
export type Panggilan = ['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?];

/**
 * Every call is a lecturer's: a student, programme staff and an administrator get 403 with the
 * permission hook's Indonesian message, a visitor 401. `bearer` gives a logged-in user's headers.
 */
export async function expectHanyaDosen(k: TestKernel, bearer: (who: string) => Record<string, string>, calls: Panggilan[]): Promise<void> {
  for (const [method, url, payload] of calls) {
    for (const who of ['mhs00', 'aka00', 'adm00']) {
      const res = await k.inject({ method, url: `/api/${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url} ${who}`).toBe(403);
      expect(res.json().message).toBe(DILARANG);
    }
    expect((await k.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
  }
}
