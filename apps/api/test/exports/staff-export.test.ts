/**
 * Export of a school's current staff of one function (decision 128): GET /api/Escolas/{id}?funcao=&formato=,
 * the lists of consulta-diretor, consulta-coordenador and consulta-equipe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolDetail } from '@siam/domain/contracts/schools';
import { FUNCAO_INVALIDA } from '@siam/domain/contracts/schools';
import { formatCpf } from '@siam/domain/cpf';
import { currentStaff } from '@siam/domain/exports/staff';
import { STAFF_FUNCTION } from '@siam/domain/staff';
import { demoSchoolIds } from '../testing/demo-data';
import { createTestApp, CPF, type TestApp } from '../testing/test-app';
import { XLSX_TYPE, brDate, parseCsv, readXlsx } from './parse';

let t: TestApp;
let schools: Awaited<ReturnType<typeof demoSchoolIds>>;
const diego = () => t.as(CPF.diego, 15);

beforeAll(async () => {
  t = await createTestApp();
  schools = await demoSchoolIds(t);
});
afterAll(() => t.close());

describe('GET /api/Escolas/{id}?funcao=&formato=', () => {
  it('answers the coordinators as the screen lists them (Nome, CPF, Turno, Desde dd/mm/aaaa)', async () => {
    const school = (await diego()(`/api/Escolas/${schools.A}`)).json() as SchoolDetail;
    const holders = currentStaff(school.historicoServidores, STAFF_FUNCTION.Coordenador);
    expect(holders.length).toBeGreaterThanOrEqual(1);
    const res = await diego()(`/api/Escolas/${schools.A}?funcao=2&formato=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /filename="coordenadores-atuais-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['Nome', 'CPF', 'Turno', 'Desde']);
    expect(rows).toHaveLength(holders.length);
    const carla = rows.find((r) => r[0] === 'Carla Coordenadora Lima')!;
    expect(carla[1]).toBe(formatCpf(CPF.carla));
    const stay = holders.find((h) => h.servidorFuncao.servidor.cpf === CPF.carla)!;
    expect(carla[3]).toBe(brDate(stay.dataInicio));
    expect(carla[3]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('answers the director and the registration team, and every current holder without funcao', async () => {
    const school = (await diego()(`/api/Escolas/${schools.A}`)).json() as SchoolDetail;
    const director = parseCsv((await diego()(`/api/Escolas/${schools.A}?funcao=1&formato=csv`)).body);
    expect(director[0]).toEqual(['Nome', 'CPF', 'Desde']);
    expect(director.slice(1).map((r) => r[0])).toEqual(
      currentStaff(school.historicoServidores, STAFF_FUNCTION.Diretor).map(
        (h) => h.servidorFuncao.servidor.nome,
      ),
    );
    const team = parseCsv((await diego()(`/api/Escolas/${schools.A}?funcao=5&formato=csv`)).body);
    expect(team.length - 1).toBe(
      currentStaff(school.historicoServidores, STAFF_FUNCTION.CadastroEscola).length,
    );
    const all = parseCsv((await diego()(`/api/Escolas/${schools.A}?formato=csv`)).body);
    expect(all[0]).toEqual(['Nome', 'CPF', 'Função', 'Turno', 'Desde']);
    expect(all.length - 1).toBe(currentStaff(school.historicoServidores).length);
  });

  it('answers an XLSX with the start date as a date, sorted as asked', async () => {
    const res = await diego()(`/api/Escolas/${schools.A}?formato=xlsx&ordenar=nome&ordem=desc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const ws = await readXlsx(res.rawPayload);
    const names: string[] = [];
    for (let r = 2; r <= ws.rowCount; r += 1) names.push(String(ws.getRow(r).getCell(1).value));
    expect(names).toEqual([...names].sort((a, b) => new Intl.Collator('pt-BR').compare(b, a)));
    const since = ws.getRow(2).getCell(5);
    expect(since.value).toBeInstanceOf(Date);
    expect(since.numFmt).toBe('dd/mm/yyyy');
  });

  it('refuses a school outside the scope like the screen’s call, a bad function, a refused role', async () => {
    const list = await diego()(`/api/Escolas/${schools.B}`);
    const file = await diego()(`/api/Escolas/${schools.B}?funcao=2&formato=csv`);
    expect(list.statusCode).toBe(403);
    expect(file.statusCode).toBe(list.statusCode);
    expect(file.body).toBe(list.body);
    const bad = await diego()(`/api/Escolas/${schools.A}?funcao=9&formato=csv`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe(FUNCAO_INVALIDA);
    const refused = await t.as(CPF.ulisses, 14)(`/api/Escolas/${schools.A}?funcao=2&formato=pdf`);
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject(`/api/Escolas/${schools.A}?formato=pdf`)).statusCode).toBe(401);
  });
});
