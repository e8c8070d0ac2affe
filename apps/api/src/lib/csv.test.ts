import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, detectDelimiter, parseCsv } from './csv.js';

const cellsOf = (text: string, delimiter?: string) =>
  parseCsv(text, delimiter).map((record) => [record.line, ...record.cells]);

describe('parseCsv', () => {
  it('reads quoted cells with delimiters, doubled quotes and line breaks', () => {
    expect(cellsOf('a,b,c\r\n"x, y","say ""hi""","one\r\ntwo"\r\n')).toEqual([
      [1, 'a', 'b', 'c'],
      [2, 'x, y', 'say "hi"', 'one\r\ntwo'],
    ]);
  });

  it('numbers each record by the line it starts on, whatever the line breaks', () => {
    const text = 'h1,h2\r\n1,"a\r\nb\nc"\r\n\r\n2,"d\re"\n3,x\r4,y';
    expect(cellsOf(text)).toEqual([
      [1, 'h1', 'h2'],
      [2, '1', 'a\r\nb\nc'],
      [6, '2', 'd\re'],
      [8, '3', 'x'],
      [9, '4', 'y'],
    ]);
  });

  it('keeps empty cells, skips blank lines, and reads a last line without a line break', () => {
    expect(cellsOf('a,b\n,\n\n"",x\nlast,')).toEqual([
      [1, 'a', 'b'],
      [2, '', ''],
      [4, '', 'x'],
      [5, 'last', ''],
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('keeps a quote inside an unquoted cell as it is', () => {
    expect(cellsOf('a\n5" chain,x')).toEqual([
      [1, 'a'],
      [2, '5" chain', 'x'],
    ]);
  });

  it('names the line of a quote that is never closed, or of text after a closing quote', () => {
    const unclosed = () => parseCsv('a,b\n1,2\n3,"open\nstill open\n');
    expect(unclosed).toThrow(CsvSyntaxError);
    expect(unclosed).toThrow(/never closed/);
    try {
      unclosed();
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(3);
    }
    try {
      parseCsv('a\n"ok"\n"bad"x\n');
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(3);
      expect((error as CsvSyntaxError).message).toMatch(/closing quote/);
    }
    expect.assertions(5);
  });

  it('reads semicolon- or tab-separated files when the header says so', () => {
    expect(detectDelimiter('sku;name;price\n1;2;3')).toBe(';');
    expect(detectDelimiter('sku\tname\n')).toBe('\t');
    expect(detectDelimiter('sku,occasions\nA,DAILY;FESTIVE')).toBe(',');
    expect(cellsOf('sku;name\nA;"x;y"', ';')).toEqual([
      [1, 'sku', 'name'],
      [2, 'A', 'x;y'],
    ]);
  });
});
