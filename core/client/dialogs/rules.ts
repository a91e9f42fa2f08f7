import { KUESIONER_FLAG_REQUIRED, TELEGRAM_FLAGS_NEEDING_LINK } from '../../contract/constants';
import type { TokenClaims } from '../../contract/token';

/** Spec section 2: a lecturer (dsn00) whose questionnaire flag is 0 must fill the questionnaire first. */
export function needsKuesioner(claims: TokenClaims): boolean {
  return claims.id_group_user === 'dsn00' && claims.flags_kuesioner === KUESIONER_FLAG_REQUIRED;
}

/** Spec section 2: a student or lecturer whose messaging flag is 1 or -1 is asked to link Telegram. */
export function needsTelegram(claims: TokenClaims): boolean {
  return (claims.id_group_user === 'mhs00' || claims.id_group_user === 'dsn00') && TELEGRAM_FLAGS_NEEDING_LINK.includes(claims.flags_telegram);
}
