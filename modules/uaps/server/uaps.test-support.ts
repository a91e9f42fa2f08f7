import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestKernel } from '../../../core/server/testing';

/** A multipart body with one file part named `berkas`. */
export function multipart(name: string, content: Buffer) {
  const boundary = '----uaps-uji';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="berkas"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Entry names of a ZIP, read by the system's unzip (independent of the code under test). */
export function zipEntries(zip: Buffer): string[] {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'uaps-zip-')), 'a.zip');
  fs.writeFileSync(file, zip);
  return execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
}

/** A tiny API client bound to a test kernel, logging in each demo account once. */
export function client(k: TestKernel) {
  const tokens: Record<string, string> = {};
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, as: string, payload?: unknown, extra: { headers?: Record<string, string>; payload?: Buffer } = {}) => {
    tokens[as] ??= await k.login(as);
    return k.inject({
      method, url: `/api/${url}`, headers: { authorization: `Bearer ${tokens[as]}`, ...(extra.headers ?? {}) },
      ...(extra.payload ? { payload: extra.payload } : payload !== undefined ? { payload: payload as object } : {}),
    });
  };
  return {
    get: (url: string, as: string) => call('GET', url, as),
    post: (url: string, as: string, body?: unknown) => call('POST', url, as, body ?? {}),
    patch: (url: string, as: string, body?: unknown) => call('PATCH', url, as, body ?? {}),
    upload: (url: string, as: string, name: string, content: Buffer) => {
      const m = multipart(name, content);
      return call('POST', url, as, undefined, { headers: m.headers, payload: m.payload });
    },
  };
}

/** mhs00's project with its supervisors, and the programme's lecturers who could replace one of them. */
export async function mhs00ProjectAndCandidates(api: ReturnType<typeof client>) {
  const ta00 = (await api.get('tugas-akhir/mahasiswa', 'mhs00')).json().tugas_akhir as { id_tugas_akhir: number; id_prodi: number; batas_selesai: string; pembimbing: { id_dosen: number; peran: string }[] };
  const taken = ta00.pembimbing.map((p) => p.id_dosen);
  const lecturers = (await api.get(`tugas-akhir/dosen-pembimbing?per_page=100&id_prodi=${ta00.id_prodi}`, 'aka01')).json().data as { id_dosen: number }[];
  return { ta00, candidates: lecturers.map((d) => d.id_dosen).filter((id) => !taken.includes(id)) };
}
