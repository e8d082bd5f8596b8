// The user's payout set-up: withdrawal password, bank information, USDT address, beneficiary.
import {
  RetCode,
  WALLET_RET_CODES as C,
  type BankAccount,
  type Beneficiary,
  type DigitalAddress,
  type WalletEndpoints,
} from '@app/shared/contracts';
import { hashPassword } from '../auth/passwords';
import type { Selectable } from 'kysely';
import type { HandlersOf } from '../http/endpoint';
import { ApiFailure } from '../http/envelope';
import type { WalletDeps } from './deps';
import { textInput } from './fields';
import * as rules from './payout-rules';
import { verifiedRealName } from './real-name';
import type { BankAccountsTable, BeneficiariesTable, DigitalAddressesTable } from './schema';
import { checkLoginPassword, isWithdrawPasswordFormat, saveWithdrawPassword } from './secrets';
import { isTrc20Address } from './trc20';

type Paths =
  | 'user/updateWithdrawPwd'
  | 'user/myBank'
  | 'user/updateBankAccount'
  | 'user/myDigital'
  | 'user/updateDigital'
  | 'user/myBeneficiary'
  | 'user/updateBeneficiary';

/** A required field: its reader's answer, or the field's own message. */
function need(value: string | null, code: (typeof C)[keyof typeof C]): string {
  if (value === null) throw new ApiFailure(code);
  return value;
}

/** An optional field: '' when left empty, else it must pass its reader. */
function mayHave(raw: string | undefined, reader: (text: string) => string | null, code: (typeof C)[keyof typeof C]): string {
  if (raw === undefined || raw.trim() === '') return '';
  return need(reader(raw), code);
}

export function toBankAccount(row: Selectable<BankAccountsTable>): BankAccount {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    locality: row.locality,
    town: row.town,
    city: row.city,
    postalCode: row.postal_code,
    ifscCode: row.ifsc_code,
    branchName: row.branch_name,
    holderName: `${row.first_name} ${row.last_name}`,
    updatedAt: Number(row.updated_at),
  };
}

function toDigital(row: Selectable<DigitalAddressesTable>): DigitalAddress {
  return { network: 'TRC20', address: row.address, updatedAt: Number(row.updated_at) };
}

function toBeneficiary(row: Selectable<BeneficiariesTable>): Beneficiary {
  return { name: row.name, phone: row.phone, address: row.address, email: row.email, updatedAt: Number(row.updated_at) };
}

export function payoutEndpoints(deps: WalletDeps): HandlersOf<Pick<WalletEndpoints, Paths>> {
  const { db } = deps;
  return {
    'user/updateWithdrawPwd': {
      auth: true,
      fields: { password: textInput(32), confirmPassword: textInput(32), loginPassword: textInput(64) },
      async handle({ password, confirmPassword, loginPassword }, { session }) {
        const now = deps.now();
        if (!isWithdrawPasswordFormat(password)) throw new ApiFailure(C.WITHDRAW_PASSWORD_FORMAT);
        if (password !== confirmPassword) throw new ApiFailure(RetCode.PASSWORDS_INCONSISTENT);
        // Setting and changing both need the login password: a borrowed session alone cannot
        // open the way to withdrawals.
        await checkLoginPassword(deps, session.userId, loginPassword, now);
        await saveWithdrawPassword(db, session.userId, await hashPassword(password), now);
        return null;
      },
    },

    'user/myBank': {
      auth: true,
      fields: {},
      async handle(_request, { session }) {
        const row = await db.selectFrom('bank_accounts').selectAll().where('user_id', '=', session.userId).executeTakeFirst();
        return row ? toBankAccount(row) : null;
      },
    },

    'user/updateBankAccount': {
      auth: true,
      fields: {
        firstName: textInput(100),
        lastName: textInput(100),
        bankName: textInput(100),
        accountNumber: textInput(64),
        locality: textInput(100),
        town: textInput(100),
        city: textInput(100),
        postalCode: textInput(32),
        ifscCode: textInput(32),
        branchName: textInput(100),
      },
      async handle(f, { session }) {
        const now = deps.now();
        const firstName = need(rules.personName(f.firstName), C.BANK_FIRST_NAME_INVALID);
        const lastName = need(rules.personName(f.lastName), C.BANK_LAST_NAME_INVALID);
        // The holder is the verified person (docs/product.md §6): an account in another name could never
        // receive a withdrawal. Before verification the name is checked when a withdrawal is made.
        const realName = await verifiedRealName(db, session.userId);
        if (realName !== null && !rules.namesMatch(realName, firstName, lastName)) throw new ApiFailure(C.WITHDRAWAL_NAME_MISMATCH);
        const row = {
          user_id: session.userId,
          first_name: firstName,
          last_name: lastName,
          bank_name: need(rules.bankName(f.bankName), C.BANK_NAME_INVALID),
          account_number: need(rules.accountNumber(f.accountNumber), C.BANK_ACCOUNT_INVALID),
          locality: mayHave(f.locality, rules.placeName, C.BANK_LOCALITY_INVALID),
          town: mayHave(f.town, rules.placeName, C.BANK_TOWN_INVALID),
          city: need(rules.placeName(f.city), C.BANK_CITY_INVALID),
          postal_code: need(rules.postalCode(f.postalCode), C.BANK_POSTAL_CODE_INVALID),
          ifsc_code: mayHave(f.ifscCode, rules.ifscCode, C.BANK_IFSC_INVALID),
          branch_name: mayHave(f.branchName, rules.bankName, C.BANK_BRANCH_INVALID),
          updated_at: now,
        };
        const { user_id: _user, ...changes } = row;
        await db
          .insertInto('bank_accounts')
          .values(row)
          .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
          .execute();
        deps.sockets.pushEvent(session.userId, 'user');
        return toBankAccount(row);
      },
    },

    'user/myDigital': {
      auth: true,
      fields: {},
      async handle(_request, { session }) {
        const row = await db.selectFrom('digital_addresses').selectAll().where('user_id', '=', session.userId).executeTakeFirst();
        return row ? toDigital(row) : null;
      },
    },

    'user/updateDigital': {
      auth: true,
      fields: { address: textInput(128) },
      async handle({ address }, { session }) {
        const now = deps.now();
        const text = address.trim();
        if (text === '') throw new ApiFailure(C.WALLET_ADDRESS_REQUIRED);
        if (!isTrc20Address(text)) throw new ApiFailure(C.TRC20_ADDRESS_INCORRECT);
        const row = { user_id: session.userId, network: 'TRC20', address: text, updated_at: now };
        await db
          .insertInto('digital_addresses')
          .values(row)
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ network: 'TRC20', address: text, updated_at: now }))
          .execute();
        deps.sockets.pushEvent(session.userId, 'user');
        return toDigital(row);
      },
    },

    'user/myBeneficiary': {
      auth: true,
      fields: {},
      async handle(_request, { session }) {
        const row = await db.selectFrom('beneficiaries').selectAll().where('user_id', '=', session.userId).executeTakeFirst();
        return row ? toBeneficiary(row) : null;
      },
    },

    'user/updateBeneficiary': {
      auth: true,
      fields: { name: textInput(128), phone: textInput(32), address: textInput(256), email: textInput(254) },
      async handle(f, { session }) {
        const now = deps.now();
        const name = need(rules.fullName(f.name), C.BENEFICIARY_NAME_INVALID);
        // The beneficiary is the account holder (docs/product.md §6: the real name must match the withdrawal
        // account name); before verification the name is checked when a withdrawal is made.
        const realName = await verifiedRealName(db, session.userId);
        if (realName !== null && !rules.fullNamesMatch(realName, name)) throw new ApiFailure(C.BENEFICIARY_NAME_MISMATCH);
        const row = {
          user_id: session.userId,
          name,
          phone: need(rules.phoneNumber(f.phone), C.BENEFICIARY_PHONE_INVALID),
          address: need(rules.postalAddress(f.address), C.BENEFICIARY_ADDRESS_INVALID),
          email: mayHave(f.email, rules.emailAddress, C.BENEFICIARY_EMAIL_INVALID),
          updated_at: now,
        };
        const { user_id: _user, ...changes } = row;
        await db
          .insertInto('beneficiaries')
          .values(row)
          .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
          .execute();
        return toBeneficiary(row);
      },
    },
  };
}
