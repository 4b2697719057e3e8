import type { DefaultCellComponentProps } from 'payload'
import { storedCentsText } from './stored-cents'

/** An amount in the admin's list of orders: dollars, from the cents the field holds. */
export function MoneyCell({ cellData }: Pick<DefaultCellComponentProps, 'cellData'>) {
  return <span className="money-cell">{storedCentsText(cellData)}</span>
}
