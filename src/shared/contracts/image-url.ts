/**
 * The one rule for image URLs people type (team logo, news cover, avatars
 * later; docs/decisions/014): `https:` only, plus `http:` for loopback hosts
 * (localhost, 127.0.0.1, [::1]), which only ever reach a developer's own
 * machine. Never `javascript:`, `data:`, `blob:`, `file:` or user:password@
 * URLs. The schema runs in the browser too, so it cannot ask NODE_ENV.
 */
import { z } from 'zod';

export const IMAGE_URL_MESSAGE = 'Enter a full image URL (https://...)';
export const IMAGE_URL_MAX_LENGTH = 2000;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isAllowedImageUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || !url.hostname) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && (LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost'));
}

/** An image URL, or '' for a cleared form field (callers map '' to null). */
export const imageUrlSchema = () =>
  z
    .string()
    .trim()
    .max(IMAGE_URL_MAX_LENGTH, `The URL must be at most ${IMAGE_URL_MAX_LENGTH} characters`)
    .refine((value) => value === '' || isAllowedImageUrl(value), IMAGE_URL_MESSAGE);
