// @ts-check
// Stored values are shown in a terminal by `npm run applications`. Rows stored
// before the endpoint refused them (or written to the database by hand) may
// hold control characters: printed raw, ESC sequences would recolour, move or
// clear the terminal and bidi controls would reorder what is shown. They are
// printed as visible escapes instead.

/**
 * C0/C1 controls and DEL, bidi controls, line and paragraph separators, and
 * lone surrogates. (Tab and line feed are escaped too: one row, one line.)
 */
/* eslint-disable no-control-regex -- finding control characters is the point */
const UNSAFE =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]|\p{Cs}/gu;
/* eslint-enable no-control-regex */

/** What JSON.stringify leaves raw among those (it escapes C0 controls and lone surrogates itself). */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

/** `\u001b` style escape of one UTF-16 unit. */
const escapeUnit = (/** @type {string} */ ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * The value with every unsafe character written as `\uXXXX`.
 * @param {unknown} value
 */
export function escapeForTerminal(value) {
  return String(value ?? '').replace(UNSAFE, escapeUnit);
}

/**
 * JSON text safe to print: JSON.stringify escapes C0 controls but leaves DEL,
 * C1 controls and bidi controls raw; they become `\uXXXX` JSON escapes (the
 * parsed value is unchanged).
 * @param {unknown} value
 */
export function terminalSafeJson(value) {
  return JSON.stringify(value, null, 2).replace(UNSAFE_IN_JSON, escapeUnit);
}
