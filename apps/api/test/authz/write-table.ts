/** `npm run authz:table -w @siam/api`: writes docs/authorization-matrix.md from the matrix. */
import { writeFileSync } from 'node:fs';
import { AUTHZ_DOC_PATH, formattedAuthzTable } from './table';

writeFileSync(AUTHZ_DOC_PATH, await formattedAuthzTable());
process.stdout.write(`${AUTHZ_DOC_PATH}\n`);
