import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/utils';
import { deleteImage, uploadImage } from './media';

describe('media uploads', () => {
  it('uploads the file as multipart with its folder and answers the upload result', async () => {
    const result = {
      publicId: 'products-0123456789abcdef',
      url: '/media/original/products-0123456789abcdef',
      width: 800,
      height: 800,
      format: 'webp',
    };
    const fetchMock = mockFetch(() => jsonResponse(result, 201));
    await expect(
      uploadImage(new Blob(['bytes'], { type: 'image/png' }), { folder: 'products' }),
    ).resolves.toEqual(result);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/upload/images');
    expect(init?.method).toBe('POST');
    const form = init?.body as FormData;
    expect(form.get('folder')).toBe('products');
    expect(form.get('file')).toBeInstanceOf(Blob);
  });

  it("says the server's message when it gives one, else Upload failed", async () => {
    mockFetch(() =>
      errorResponse(415, 'UNSUPPORTED_MEDIA_TYPE', 'This file is not an image we accept'),
    );
    await expect(uploadImage(new Blob(['text']))).rejects.toThrow(
      'This file is not an image we accept',
    );
    mockFetch(
      () =>
        new Response('<html>Bad gateway</html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    await expect(uploadImage(new Blob(['text']))).rejects.toThrow('Upload failed');
  });

  it("deletes by public id, with the server's message or Delete failed", async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }));
    await expect(deleteImage('products-0123456789abcdef')).resolves.toBeUndefined();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/upload/images/products-0123456789abcdef',
    );
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
    mockFetch(() => errorResponse(409, 'CONFLICT', 'This image is still used by 2 products'));
    await expect(deleteImage('products-0123456789abcdef')).rejects.toThrow(
      'This image is still used by 2 products',
    );
    mockFetch(() => new Response('', { status: 500 }));
    await expect(deleteImage('products-0123456789abcdef')).rejects.toThrow('Delete failed');
  });
});
