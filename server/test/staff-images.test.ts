// Real-name ID images: readable at /uploads/<id> while the customer prepares the form, never
// again once submitted; from then on a reviewer sees them through the staff API only.
import { STAFF_RET_CODES } from '@app/shared/staff';
import { DEMO_SECRETS, sign } from '@app/shared/transport';
import { UPLOAD } from '@app/shared/constants';
import { RetCode, type Envelope, type RealNameInfo, type UploadFileResponse } from '@app/shared/contracts';
import { asStaff, staffMember, startStaffProvider } from './helpers/staff-fixtures';
import { as, signUp, type TestUser } from './helpers/wallet-fixtures';

jest.setTimeout(60_000);

let server: Awaited<ReturnType<typeof startStaffProvider>>;
beforeAll(async () => {
  server = await startStaffProvider();
});
afterAll(() => server.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000dIHDR identity card')]);

async function upload(user: TestUser, content: Buffer): Promise<UploadFileResponse> {
  const fields = { lang: 'en_US' };
  const form = new FormData();
  form.append('lang', 'en_US');
  form.append(UPLOAD.fileField, new Blob([new Uint8Array(content)], { type: 'image/png' }), 'card.png');
  const response = await fetch(`${server.baseUrl}/api/common/uploadFile`, {
    method: 'POST',
    headers: { authorization: user.token, time: String(Date.now()), sign: sign(fields, DEMO_SECRETS.main) },
    body: form,
  });
  const body = (await response.json()) as Envelope<UploadFileResponse>;
  if (body.retCode !== RetCode.OK) throw new Error(`upload failed: ${body.retCode}`);
  return body.data;
}

it('a submitted real-name image is no longer public; a reviewer gets it through the staff API, audited', async () => {
  const user = await signUp(server, 'ident');
  const front = await upload(user, PNG);
  const reverse = await upload(user, Buffer.concat([PNG, Buffer.from(' back')]));
  // Before submitting: the customer's preview works.
  expect((await fetch(`${server.baseUrl}${front.url}`)).status).toBe(200);

  const submitted = await as(server, user)<RealNameInfo>('user/realname', {
    name: 'Sam Lee',
    idNumber: 'X1234567',
    frontImage: front.id,
    reverseImage: reverse.id,
  });
  expect(submitted.body.retCode).toBe(RetCode.OK);
  for (const url of [front.url, reverse.url]) {
    const response = await fetch(`${server.baseUrl}${url}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('identity card');
  }
  const info = (await as(server, user)<RealNameInfo>('user/myRealname')).body.data;
  expect(info).toMatchObject({ name: 'Sam Lee', frontImage: '', reverseImage: '' });

  const application = await server.provider.db
    .selectFrom('real_name_applications')
    .select('id')
    .where('user_id', '=', user.userId)
    .executeTakeFirstOrThrow();
  const reviewer = await staffMember(server, ['reviewer']);
  const image = await asStaff(server, reviewer)<{ mime: string; base64: string }>('review/realnameImage', {
    id: String(application.id),
    side: 'front',
  });
  expect(image.body).toMatchObject({ retCode: RetCode.OK, data: { mime: 'image/png' } });
  expect(Buffer.from(image.body.data.base64, 'base64').equals(PNG)).toBe(true);
  const back = await asStaff(server, reviewer)<{ base64: string }>('review/realnameImage', { id: String(application.id), side: 'reverse' });
  expect(Buffer.from(back.body.data.base64, 'base64').toString()).toContain(' back');

  const support = await staffMember(server, ['support']);
  const refused = await asStaff(server, support)('review/realnameImage', { id: String(application.id), side: 'front' });
  expect(refused.body.retCode).toBe(STAFF_RET_CODES.STAFF_FORBIDDEN);
  const missing = await asStaff(server, reviewer)('review/realnameImage', { id: '999999', side: 'front' });
  expect(missing.body.retCode).toBe(STAFF_RET_CODES.STAFF_IMAGE_NOT_FOUND);
  const badSide = await asStaff(server, reviewer)('review/realnameImage', { id: String(application.id), side: 'left' });
  expect(badSide.body.retCode).toBe(RetCode.INVALID_PARAMS);

  const views = await server.provider.db
    .selectFrom('staff_audit')
    .select(['action', 'staff_login'])
    .where('target_type', '=', 'realname')
    .where('target_id', '=', String(application.id))
    .execute();
  expect(views).toEqual([
    { action: 'realname-image-view', staff_login: reviewer.login },
    { action: 'realname-image-view', staff_login: reviewer.login },
  ]);
});

it('other uploads (a transfer receipt) stay readable at their address', async () => {
  const user = await signUp(server, 'receipt');
  const receipt = await upload(user, PNG);
  expect((await fetch(`${server.baseUrl}${receipt.url}`)).status).toBe(200);
});
