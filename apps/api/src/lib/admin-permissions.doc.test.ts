import { readFileSync, writeFileSync } from 'node:fs';
import {
  PERMISSION_LABELS,
  PERMISSIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  staffRoleCan,
  TWO_FACTOR_CODE_MAX_AGE_MINUTES,
} from '@attar/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTE_PERMISSIONS, FRESH_CODE_ROUTES } from './admin-permissions.js';

// docs/permissions.md shows the roles and the route table as the code has them: the part between
// the markers is drawn from contracts' staff.ts and lib/admin-permissions.ts, and this test fails
// when the two disagree. `npm run docs:permissions` redraws it.

const DOC = new URL('../../../../docs/permissions.md', import.meta.url);
const BEGIN = '<!-- drawn from the code: npm run docs:permissions -->';
const END = '<!-- end of the drawn part -->';

function drawnPart(): string {
  const roleHeads = STAFF_ROLES.map((role) => STAFF_ROLE_LABELS[role].title);
  const lines = [
    '## What each role may do',
    '',
    `| Permission | What it allows | ${roleHeads.join(' | ')} |`,
    `|---|---|${STAFF_ROLES.map(() => ':-:').join('|')}|`,
    ...PERMISSIONS.map(
      (permission) =>
        `| \`${permission}\` | ${PERMISSION_LABELS[permission]} | ${STAFF_ROLES.map((role) =>
          staffRoleCan(role, permission) ? '✓' : '',
        ).join(' | ')} |`,
    ),
    '',
    ...STAFF_ROLES.map(
      (role) => `- **${STAFF_ROLE_LABELS[role].title}**: ${STAFF_ROLE_LABELS[role].summary}`,
    ),
    '',
    '## The permission of every admin route',
    '',
    'A fresh code: staff with two-factor sign-in on confirm the route with a code when their',
    `session's last one is older than ${TWO_FACTOR_CODE_MAX_AGE_MINUTES} minutes (403 \`FRESH_CODE_REQUIRED\`).`,
    '',
    '| Route | Permission | Fresh code |',
    '|---|---|:-:|',
    ...Object.entries(ADMIN_ROUTE_PERMISSIONS).map(([route, permission]) => {
      const rule = FRESH_CODE_ROUTES[route];
      const fresh = rule === undefined ? '' : rule === true ? '✓' : 'to cancel';
      return `| \`${route}\` | \`${permission}\` | ${fresh} |`;
    }),
  ];
  return `${BEGIN}\n\n${lines.join('\n')}\n\n${END}`;
}

describe('docs/permissions.md', () => {
  it('shows the roles and the route table as the code has them', () => {
    const text = readFileSync(DOC, 'utf8');
    const start = text.indexOf(BEGIN);
    const end = text.indexOf(END);
    expect(start, 'the document keeps its markers').toBeGreaterThanOrEqual(0);
    const current = text.slice(start, end + END.length);
    if (process.env.WRITE_DOCS === '1' && current !== drawnPart()) {
      writeFileSync(DOC, text.slice(0, start) + drawnPart() + text.slice(end + END.length));
      return;
    }
    expect(current, 'run npm run docs:permissions').toBe(drawnPart());
  });

  it('asks a fresh code only of routes the permission table has', () => {
    const unknown = Object.keys(FRESH_CODE_ROUTES).filter(
      (route) => !(route in ADMIN_ROUTE_PERMISSIONS),
    );
    expect(unknown).toEqual([]);
  });
});
