import type { CollectionConfig } from 'payload'
import { isBrandStaff } from '@/access/roles'
import { answerChangeRequest, keepRequestAsSent } from '@/collections/ChangeRequests/hooks'
import { changeRequestStatuses, changeRequestSubjects, needsAnswer, type ChangeRequestStatus, type ChangeRequestSubject } from '@/domain/portal/changeRequests'

/** The admin's labels, in German and English (the admin picks its language's; others fall back to English). */
const label = (en: string, de: string) => ({ en, de })

const statusLabels: Record<ChangeRequestStatus, ReturnType<typeof label>> = {
  open: label('Open', 'Offen'),
  answered: label('Answered', 'Beantwortet'),
  done: label('Done', 'Erledigt'),
}
const subjectLabels: Record<ChangeRequestSubject, ReturnType<typeof label>> = {
  item: label('Piece in stock', 'Stück im Bestand'),
  order_line: label('Open order line', 'Offene Bestellposition'),
}

/**
 * A store's change request (spec 3 §4 `request_change`, issue 33): a stock row (an inventory item,
 * by its serial number) or an open-order row (an order line) the jeweller asks the house to correct.
 * Written by the portal's action list in its own transaction, beside the item's or the order's
 * history entry, and mailed to the order desk. The house works it here, beside the orders: writing
 * the answer and setting "Answered" mails the requesting user in their language and puts the answer
 * into the item's or line's history (hooks.ts). What was asked, by whom and about what stays as sent.
 * Nobody creates one here (only the portal does) and nobody deletes one: it is the record of what a
 * store asked and what the house said.
 */
export const ChangeRequests: CollectionConfig = {
  slug: 'change-requests',
  labels: { singular: label('Change request', 'Änderungsanfrage'), plural: label('Change requests', 'Änderungsanfragen') },
  admin: {
    group: 'Trade',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'status', 'location', 'user', 'createdAt'],
    description: label(
      'What stores ask the house to correct on a piece in their stock or an open order. Write the answer and set the status to "Answered": the store is mailed and sees the answer in the portal.',
      'Was Stores an einem Stück ihres Bestands oder an einer offenen Bestellung korrigiert haben möchten. Antwort schreiben und den Status auf „Beantwortet“ setzen: der Store erhält eine E-Mail und sieht die Antwort im Portal.',
    ),
  },
  access: { read: isBrandStaff, update: isBrandStaff, create: () => false, delete: () => false },
  hooks: { beforeChange: [keepRequestAsSent], afterChange: [answerChangeRequest] },
  fields: [
    {
      name: 'status',
      type: 'select',
      label: label('Status', 'Status'),
      required: true,
      defaultValue: 'open',
      index: true,
      options: changeRequestStatuses.map((value) => ({ value, label: statusLabels[value] })),
      admin: {
        position: 'sidebar',
        description: label('"Answered" mails the answer to the store once.', '„Beantwortet“ schickt die Antwort einmal an den Store.'),
      },
    },
    {
      name: 'answeredAt',
      type: 'date',
      label: label('Answered at', 'Beantwortet am'),
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'answeredBy',
      type: 'relationship',
      relationTo: 'admins',
      label: label('Answered by', 'Beantwortet von'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'subject',
      type: 'text',
      label: label('Subject', 'Gegenstand'),
      admin: { readOnly: true, description: label('Serial number, or order number and article number', 'Seriennummer, oder Bestell- und Artikelnummer') },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          label: label('About', 'Betrifft'),
          required: true,
          // Requests before issue 33 were all on open-order rows.
          defaultValue: 'order_line',
          options: changeRequestSubjects.map((value) => ({ value, label: subjectLabels[value] })),
          admin: { readOnly: true },
        },
        {
          name: 'item',
          type: 'relationship',
          relationTo: 'inventory-items',
          label: label('Piece', 'Stück'),
          index: true,
          admin: { readOnly: true, condition: (data) => data?.kind === 'item' },
        },
        {
          name: 'orderLine',
          type: 'relationship',
          relationTo: 'order-lines',
          label: label('Order line', 'Bestellposition'),
          index: true,
          admin: { readOnly: true, condition: (data) => data?.kind !== 'item' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'location',
          type: 'relationship',
          relationTo: 'jewelers',
          label: label('Store', 'Store'),
          required: true,
          index: true,
          admin: { readOnly: true },
        },
        { name: 'user', type: 'relationship', relationTo: 'users', label: label('Asked by', 'Angefragt von'), admin: { readOnly: true } },
      ],
    },
    {
      name: 'information',
      type: 'textarea',
      label: label('Request', 'Anfrage'),
      required: true,
      admin: { readOnly: true, description: label('As the store sent it', 'Wie der Store sie geschickt hat') },
    },
    {
      name: 'answer',
      type: 'textarea',
      label: label("The house's answer", 'Antwort des Hauses'),
      maxLength: 5000,
      admin: { description: label("Sent to the store in the requesting user's language as written.", 'Geht so, wie geschrieben, an den Store.') },
      validate: (value: unknown, { siblingData, req }: { siblingData: Record<string, unknown>; req: { i18n?: { language?: string } } }) => {
        if (typeof value === 'string' && value.length > 5000) return req.i18n?.language === 'de' ? 'Höchstens 5000 Zeichen.' : 'At most 5000 characters.'
        if (!needsAnswer(siblingData.status) || (typeof value === 'string' && value.trim())) return true
        return req.i18n?.language === 'de'
          ? 'Bitte die Antwort schreiben, bevor die Anfrage als beantwortet gilt.'
          : 'Write the answer before marking the request answered.'
      },
    },
  ],
}
