import writeXlsxFile, { type SheetData } from 'write-excel-file/node'

import type { Account } from './sealed-lists.ts'

/** The generated accounts as an xlsx workbook (sheet 'Accounts'): a header row, then one account a row. */
export async function accountsWorkbook(accounts: ReadonlyArray<Account>): Promise<Buffer> {
  const data: SheetData = [
    [
      { value: 'Username', fontWeight: 'bold' },
      { value: 'Password', fontWeight: 'bold' },
    ],
    ...accounts.map((a) => [
      { type: String, value: a.username },
      { type: String, value: a.password },
    ]),
  ]
  return writeXlsxFile(data, { sheet: 'Accounts', columns: [{ width: 24 }, { width: 30 }] }).toBuffer()
}
