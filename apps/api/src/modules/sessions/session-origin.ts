import type { FastifyRequest } from 'fastify';
import { describeDevice, type DeviceDescription } from './device.js';

/** Where a sign-in came from: what its session row records and the sessions list shows. */
export interface SessionOrigin extends DeviceDescription {
  ipAddress: string;
  place: string | null;
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  const trimmed = text?.trim().slice(0, 80);
  return trimmed ? trimmed : undefined;
};

/**
 * The place of a sign-in, where the proxy in front of the store says it: Cloudflare's visitor
 * location headers (city, region, country). Read only when TRUST_PROXY says the proxy is
 * trusted: otherwise anyone could write their own place. The store keeps no address database.
 */
function placeOf(request: FastifyRequest, proxyTrusted: boolean): string | null {
  if (!proxyTrusted) return null;
  const parts = [
    header(request, 'cf-ipcity'),
    header(request, 'cf-region'),
    header(request, 'cf-ipcountry'),
  ].filter((part): part is string => Boolean(part) && part !== 'XX' && part !== 'T1');
  return parts.length > 0 ? [...new Set(parts)].join(', ') : null;
}

/** The device, browser, address and (when known) place of the request that signs in. */
export function sessionOriginOf(request: FastifyRequest, proxyTrusted: boolean): SessionOrigin {
  return {
    ...describeDevice(request.headers['user-agent']),
    ipAddress: request.ip.slice(0, 64),
    place: placeOf(request, proxyTrusted),
  };
}
