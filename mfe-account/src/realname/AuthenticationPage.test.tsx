// Real-name verification: the four states (docs/product.md §4), the form with two ID images checked in the
// page, uploaded through the multipart helper with progress, then submitted once; passed = locked.
import { fail, fakeTransport, renderWithProviders, type FakeAnswers } from '@app/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { UPLOAD, isMultipartRequest, type ApiRequest, type RealNameInfo, type UserInfo } from '@app/shared';
import { PATH } from '@app/shared/routes';
import { AuthenticationPage } from './AuthenticationPage';

const USER: UserInfo = {
  uid: '1',
  account: 'a@example.com',
  accountType: 'email',
  nickname: 'a',
  realNameStatus: 0,
  inviteCode: 'ABC123',
  createdAt: 0,
};
const NONE: RealNameInfo = {
  status: 0,
  name: '',
  idNumber: '',
  frontImage: '',
  reverseImage: '',
  rejectReason: '',
  submittedAt: null,
  reviewedAt: null,
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

function render(info: RealNameInfo, answers: FakeAnswers = {}) {
  const edge = fakeTransport({ 'user/myRealname': info, ...answers });
  const view = renderWithProviders(<AuthenticationPage />, {
    route: PATH.authentication,
    transport: edge.transport,
    preloadedSession: { token: 't', user: USER },
  });
  return { ...view, ...edge };
}

async function pick(side: 'front' | 'reverse', file: File) {
  const input = screen.getByTestId(`real-name-${side}`).querySelector('input[type=file]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

describe('AuthenticationPage states', () => {
  it('under review: what was sent, read-only', async () => {
    render({
      ...NONE,
      status: 1,
      name: 'Jane Doe',
      idNumber: 'AB****89',
      frontImage: 'f1',
      reverseImage: 'r1',
      submittedAt: 1767225600000,
    });
    expect((await screen.findByTestId('real-name-state')).textContent).toBe('Under review');
    expect(screen.getByTestId('real-name-name').querySelector('input')!.value).toBe('Jane Doe');
    expect(screen.queryByTestId('real-name-submit')).toBeNull();
    expect(screen.getByAltText('Front of ID').getAttribute('src')).toBe('/uploads/f1');
  });

  it('passed: name and ID number locked, the customer-service note', async () => {
    render({ ...NONE, status: 2, name: 'Jane Doe', idNumber: 'AB****89' });
    expect((await screen.findByTestId('real-name-state')).textContent).toBe('Examination passed');
    expect(screen.getByTestId('real-name-name').querySelector('input')!.disabled).toBe(true);
    expect(screen.getByTestId('real-name-id').querySelector('input')!.disabled).toBe(true);
    // Named for assistive technology (antd-mobile's label is not tied to a field without a name).
    expect(screen.getByRole('textbox', { name: 'Actual name' }).getAttribute('value')).toBe('Jane Doe');
    expect(screen.getByRole('textbox', { name: 'ID number' }).getAttribute('value')).toBe('AB****89');
    expect(screen.getByTestId('real-name-locked').textContent).toContain('Name and ID number cannot be changed after verification');
    expect(screen.getByRole('link', { name: 'Contact online service' }).getAttribute('href')).toBe(PATH.chat);
  });

  it('rejected: the reason, and a way to submit again', async () => {
    render({ ...NONE, status: 3, name: 'Jane Doe', rejectReason: 'The photo is blurred' });
    expect(await screen.findByText('Reason: The photo is blurred')).toBeTruthy();
    fireEvent.click(screen.getByTestId('real-name-resubmit'));
    expect((screen.getByPlaceholderText('As on your ID') as HTMLInputElement).value).toBe('Jane Doe');
    expect(screen.getByTestId('real-name-submit')).toBeTruthy();
  });
});

describe('AuthenticationPage form', () => {
  it('refuses a file that is not an image, or too large, in the page: nothing uploaded', async () => {
    const { callsTo } = render(NONE);
    await screen.findByTestId('real-name-front');
    await pick('front', new File(['<svg onload="alert(1)"/>'], 'id.png', { type: 'image/png' }));
    expect(await screen.findByText('Only PNG, JPEG or WebP images can be uploaded')).toBeTruthy();
    await pick('front', new File([new Uint8Array(UPLOAD.maxBytes + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The image is too large (at most 5 MB)')).toBeTruthy();
    expect(callsTo('common/uploadFile')).toEqual([]);
  });

  it('uploads both images with progress and submits name, ID and the two ids once', async () => {
    let n = 0;
    const { callsTo } = render(NONE, {
      'common/uploadFile': (_fields, req) => {
        if (isMultipartRequest(req)) {
          req.multipart.onProgress?.({ loaded: 50, total: 100 });
          req.multipart.onProgress?.({ loaded: 100, total: 100 });
        }
        n += 1;
        return { id: `up${n}`, url: `/uploads/up${n}` };
      },
      'user/realname': (body) => ({
        ...NONE,
        status: 1,
        name: body.name,
        idNumber: 'X1****67',
        frontImage: 'up1',
        reverseImage: 'up2',
        submittedAt: 1,
      }),
    });
    await screen.findByTestId('real-name-front');
    // Submitting without images says so; nothing is sent.
    fireEvent.change(screen.getByPlaceholderText('As on your ID'), { target: { value: ' Jane Doe ' } });
    fireEvent.change(screen.getByPlaceholderText('ID card or passport number'), { target: { value: 'X1234567' } });
    fireEvent.click(screen.getByTestId('real-name-submit'));
    expect(await screen.findByText('Please upload the front of your ID')).toBeTruthy();

    await pick('front', new File([PNG], 'front.png', { type: 'image/png' }));
    await pick('reverse', new File([PNG], 'back.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));
    expect(callsTo('common/uploadFile')).toHaveLength(2);
    expect((callsTo('common/uploadFile')[0] as ApiRequest & { multipart: { fileName: string } }).multipart.fileName).toBe('front.png');
    expect(screen.getAllByRole('img', { name: /ID/ })[0].getAttribute('src')).toBe('blob:preview');

    const button = screen.getByTestId('real-name-submit');
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('real-name-state').textContent).toBe('Under review'));
    expect(callsTo('user/realname')).toHaveLength(1);
    expect(callsTo('user/realname')[0].body).toEqual({ name: 'Jane Doe', idNumber: 'X1234567', frontImage: 'up1', reverseImage: 'up2' });
  });

  it('a failed upload offers a retry that uploads the same file again', async () => {
    let tries = 0;
    const { callsTo } = render(NONE, {
      'common/uploadFile': () => (++tries === 1 ? fail('network', 'offline') : { id: 'ok1', url: '/uploads/ok1' }),
    });
    await screen.findByTestId('real-name-front');
    await pick('front', new File([PNG], 'front.png', { type: 'image/png' }));
    expect(await screen.findByText('Upload failed, please try again')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    expect(callsTo('common/uploadFile')).toHaveLength(2);
  });

  it('a wrong ID number is refused in the page', async () => {
    const { callsTo } = render(NONE);
    await screen.findByTestId('real-name-front');
    fireEvent.change(screen.getByPlaceholderText('As on your ID'), { target: { value: 'Jane Doe' } });
    fireEvent.change(screen.getByPlaceholderText('ID card or passport number'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('real-name-submit'));
    expect(await screen.findByText('ID number incorrect')).toBeTruthy();
    expect(callsTo('user/realname')).toEqual([]);
  });
});
