import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readRememberedPincode, rememberPincode, useRememberedPincode } from './remembered-pincode';
import { STORAGE_KEYS } from './storage-keys';

describe('the remembered pincode', () => {
  it('keeps only a valid pincode, and tells its readers of a new one', () => {
    const { result } = renderHook(() => useRememberedPincode());
    expect(result.current).toBeNull();

    act(() => rememberPincode('012345'));
    expect(result.current).toBeNull();
    act(() => rememberPincode('110001'));
    expect(result.current).toBe('110001');
    expect(window.localStorage.getItem(STORAGE_KEYS.pincode)).toBe('110001');

    // Something else under its key (a hand edit) is no pincode.
    window.localStorage.setItem(STORAGE_KEYS.pincode, 'abc');
    expect(readRememberedPincode()).toBeNull();
  });

  it('answers for the page it was given on when the browser refuses storage', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Refused', 'SecurityError');
    });
    try {
      rememberPincode('400001');
      expect(readRememberedPincode()).toBe('400001');
    } finally {
      setItem.mockRestore();
    }
    // Stored again, the page's own copy is dropped.
    rememberPincode('110001');
    window.localStorage.clear();
    expect(readRememberedPincode()).toBeNull();
  });
});
