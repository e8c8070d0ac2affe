import { describe, expect, it } from 'vitest';
import { indianNumberInWords, rupeesInWords } from './amount-in-words.js';

describe('amounts in words, in Indian numbering', () => {
  it('writes the example of the issue exactly', () => {
    expect(rupeesInWords(12_345_650)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only',
    );
  });

  it('groups by crore, lakh and thousand, not by million', () => {
    expect(indianNumberInWords(1_00_00_000)).toBe('One Crore');
    expect(indianNumberInWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
    expect(indianNumberInWords(10_00_000)).toBe('Ten Lakh');
    expect(indianNumberInWords(99_99_999)).toBe(
      'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    );
    expect(indianNumberInWords(1_20_00_00_000)).toBe('One Hundred Twenty Crore');
  });

  it('says the small numbers and the teens right', () => {
    expect(indianNumberInWords(0)).toBe('Zero');
    expect(indianNumberInWords(7)).toBe('Seven');
    expect(indianNumberInWords(13)).toBe('Thirteen');
    expect(indianNumberInWords(40)).toBe('Forty');
    expect(indianNumberInWords(100)).toBe('One Hundred');
    expect(indianNumberInWords(1005)).toBe('One Thousand Five');
    expect(indianNumberInWords(1_00_019)).toBe('One Lakh Nineteen');
  });

  it('writes whole rupees, paise alone and a single paisa', () => {
    expect(rupeesInWords(104_900)).toBe('Rupees One Thousand Forty-Nine Only');
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
    expect(rupeesInWords(75)).toBe('Rupees Zero and Seventy-Five Paise Only');
    expect(rupeesInWords(201)).toBe('Rupees Two and One Paisa Only');
  });

  it('refuses what is not a whole, non-negative amount of paise', () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
  });
});
