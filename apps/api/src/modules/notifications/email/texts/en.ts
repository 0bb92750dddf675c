import { BOOK_EVENTS, BOOK_KINDS, BOOK_WORDS } from './books';
import type { EmailTexts } from './types';

export const en: EmailTexts = {
  entity: {
    order: 'Order',
    assignment: 'Assignment',
    receipt: 'Receipt',
    machine: 'Machine',
    rma: 'Return batch',
    transfer: 'Transfer',
    provider: 'Provider',
    invoice: 'Invoice',
    none: 'Device console',
    ...BOOK_WORDS.en.entity,
  },
  status: {
    PENDING: 'Pending',
    APPROVED: 'Approved',
    IN_PROGRESS: 'Out for Delivery',
    DELIVERED: 'Delivered',
    CANCELLED: 'Cancelled',
    ACCEPTED: 'Accepted',
    REFUSED: 'Refused',
    SENT: 'Sent to provider',
    RECEIVED_BY_PROVIDER: 'Received by provider',
    CLOSED: 'Closed',
    ACTIVE: 'Active',
    RETURNED: 'Returned',
  },
  machineType: { POS: 'POS', SOUNDBOX: 'Soundbox' },
  security: {
    sign_in: 'a sign-in to your account',
    sign_in_failed: 'a failed sign-in to your account',
    sign_in_throttled: 'sign-ins to your account were paused after many failures',
    sign_out: 'a sign-out',
    two_factor_enabled: 'two-step verification was turned on',
    two_factor_disabled: 'two-step verification was turned off',
    two_factor_failed: 'a wrong two-step verification code',
    recovery_code_used: 'a recovery code was used',
    recovery_codes_regenerated: 'new recovery codes were made',
    password_changed: 'your password was changed',
    email_changed: 'your email address was changed',
    sessions_revoked: 'your other sessions were signed out',
    account_created: 'your account was created',
    role_changed: 'your role was changed',
    status_changed: 'your account status was changed',
    api_token_created: 'a new API token was created for your account',
    api_token_revoked: 'an API token of your account was revoked',
    data_exported: 'your account data was exported',
    deletion_requested: 'deletion of your account was requested',
    deletion_declined: 'your request to delete your account was declined',
  },
  events: {
    'order.created': {
      subject: ['New order {ref}'],
      body: [
        'Order {ref} was created for {distributor} with {count} machines.',
        'Order {ref} was created with {count} machines.',
        'Order {ref} was created.',
      ],
    },
    'order.status_changed': {
      subject: ['Order {ref}: {status}', 'Order {ref} was updated'],
      body: [
        'Order {ref} is now {status} (was {from}).',
        'Order {ref} is now {status}.',
        'The status of order {ref} changed.',
      ],
    },
    'order.awaiting_receipt': {
      subject: ['Order {ref} is waiting for your receipt'],
      body: [
        'Order {ref} with {count} machines has arrived. Please confirm that you received it.',
        'Order {ref} has arrived. Please confirm that you received it.',
      ],
    },
    'order.delivered': {
      subject: ['Order {ref} was delivered'],
      body: ['Order {ref} with {count} machines was delivered.', 'Order {ref} was delivered.'],
    },
    'assignment.created': {
      subject: ['Machine {serial} was assigned', 'New assignment {ref}'],
      body: [
        'Machine {serial} was assigned to {retailer}.',
        'Machine {serial} was assigned.',
        'Assignment {ref} was created.',
      ],
    },
    'assignment.returned': {
      subject: ['Machine {serial} was returned', 'Assignment {ref} was returned'],
      body: ['Machine {serial} was returned.', 'The machine of assignment {ref} was returned.'],
    },
    'assignment.return_undone': {
      subject: [
        'The return of machine {serial} was undone',
        'The return of assignment {ref} was undone',
      ],
      body: [
        'The return of machine {serial} was undone: it is assigned again.',
        'The return of assignment {ref} was undone: its machines are assigned again.',
      ],
    },
    'receipt.discrepancy': {
      subject: ['Receipt {ref} was closed with a discrepancy'],
      body: [
        'Receipt {ref} was closed: {missing} missing and {extra} extra devices.',
        'Receipt {ref} was closed with a discrepancy between the expected and the received devices.',
      ],
    },
    'stock.low': {
      subject: ['Low stock: {provider} {machineType}', 'Low stock at {ref}'],
      body: [
        'Only {available} {machineType} {model} devices of {provider} are available (threshold {threshold}).',
        'Only {available} {machineType} devices of {provider} are available (threshold {threshold}).',
        '{machineType} stock of {provider} is below its threshold.',
        'Stock of provider {ref} is below its threshold.',
      ],
    },
    'devices.idle': {
      subject: ['{count} idle devices found', 'Idle devices found'],
      body: [
        '{count} devices have had no transactions for {days} days.',
        '{count} devices have had no transactions for a while.',
        'Some devices have had no transactions for a while.',
      ],
    },
    'machine.installed': {
      subject: ['Device {serial} was installed at {retailer}', 'Devices were installed'],
      body: [
        'Device {serial} was marked installed at {retailer}.',
        '{count} devices were marked installed at {retailer}.',
        'Devices were marked installed at a retailer.',
      ],
    },
    'machine.swapped': {
      subject: ['Machine {serial} was swapped', 'A machine was swapped'],
      body: [
        'Machine {serial} was swapped for {newSerial}.',
        'Machine {serial} was swapped.',
        'Machine {ref} was swapped.',
      ],
    },
    'rma.sent': {
      subject: ['Return batch {ref} was sent'],
      body: [
        'Return batch {ref} with {count} devices was sent to {provider}.',
        'Return batch {ref} was sent to the provider.',
      ],
    },
    'rma.received': {
      subject: ['Return batch {ref} was received'],
      body: [
        '{provider} received return batch {ref}.',
        'The provider received return batch {ref}.',
      ],
    },
    'rma.closed': {
      subject: ['Return batch {ref} was closed'],
      body: ['Return batch {ref} was closed.'],
    },
    'transfer.created': {
      subject: ['New transfer {ref}'],
      body: [
        'Transfer {ref} of {count} devices from {from} to {to} is waiting for an answer.',
        'Transfer {ref} from {from} to {to} is waiting for an answer.',
        'Transfer {ref} is waiting for an answer.',
      ],
    },
    'transfer.accepted': {
      subject: ['Transfer {ref} was accepted'],
      body: ['{to} accepted transfer {ref}.', 'Transfer {ref} was accepted.'],
    },
    'transfer.refused': {
      subject: ['Transfer {ref} was refused'],
      body: ['{to} refused transfer {ref}.', 'Transfer {ref} was refused.'],
    },
    'transfer.cancelled': {
      subject: ['Transfer {ref} was cancelled'],
      body: ['{from} cancelled transfer {ref}.', 'Transfer {ref} was cancelled.'],
    },
    'invoice.issued': {
      subject: ['Invoice {ref} of {amount} was issued', 'Invoice {ref} was issued'],
      body: [
        'Invoice {ref} of {amount} was issued, due on {due}. The invoice is attached as a PDF.',
        'Invoice {ref} was issued. The invoice is attached as a PDF.',
      ],
    },
    'invoice.overdue': {
      subject: ['Invoice {ref} is overdue: {amount} unpaid', 'Invoice {ref} is overdue'],
      body: [
        'Invoice {ref} was due on {due} and {amount} is still unpaid. Please pay it.',
        'Invoice {ref} is past its due date and still unpaid. Please pay it.',
      ],
    },
    'payment.recorded': {
      subject: [
        'Payment of {amount} recorded on invoice {ref}',
        'Payment recorded on invoice {ref}',
      ],
      body: [
        'A payment of {amount} from {distributor} was recorded on invoice {ref}.',
        'A payment of {amount} was recorded on invoice {ref}.',
        'A payment was recorded on invoice {ref}.',
      ],
    },
    'invoice.paid': {
      subject: ['Invoice {ref} is paid'],
      body: ['Invoice {ref} of {distributor} is paid in full.', 'Invoice {ref} is paid in full.'],
    },
    'security.alert': {
      subject: ['Security alert: {what}', 'Security alert on your account'],
      body: [
        'We noticed {what}. If this was not you, change your password and sign out other sessions.',
        'We noticed a security event on your account. If this was not you, change your password.',
      ],
    },
    ...BOOK_EVENTS.en,
  },
  whose: BOOK_WORDS.en.whose,
  greeting: 'Hello {name},',
  open: 'Open {entity} {ref}',
  footer:
    'You receive this email because email is switched on for this kind of event. To change it, go to Profile > Notifications.',
  digest: {
    subject: 'Your daily summary for {day}',
    intro: 'Here is what happened since your last summary, by kind ({count} in all).',
    kinds: {
      'order.created': 'Order booked',
      'order.status_changed': 'Order status changed',
      'order.awaiting_receipt': 'Out for delivery (confirm receipt)',
      'order.delivered': 'Order delivered',
      'assignment.created': 'Assignment created',
      'assignment.returned': 'Assignment returned',
      'assignment.return_undone': 'Return undone',
      'receipt.discrepancy': 'Stock receipt with a discrepancy',
      'stock.low': 'Low stock',
      'devices.idle': 'Idle devices',
      'machine.swapped': 'Device swapped',
      'machine.installed': 'Device installed',
      'rma.sent': 'Repair return sent',
      'rma.received': 'Repair return received',
      'rma.closed': 'Repair return closed',
      'transfer.created': 'Transfer started',
      'transfer.accepted': 'Transfer accepted',
      'transfer.refused': 'Transfer refused',
      'transfer.cancelled': 'Transfer cancelled',
      'invoice.issued': 'Invoice issued',
      'invoice.overdue': 'Invoice overdue',
      'payment.recorded': 'Payment recorded',
      'invoice.paid': 'Invoice paid',
      'security.alert': 'Security alerts',
      ...BOOK_KINDS.en,
    },
    more: '…and {count} more',
    footer:
      'You receive one summary a day at 09:00 India time instead of an email per event; security alerts still come at once. To change it, go to Profile > Notifications.',
  },
  emailChanged: {
    subject: 'The email address of your account was changed',
    body: 'The sign-in email address of your account was changed from this address to {newEmail}, so this address can no longer be used to sign in. If you made this change, there is nothing to do. If you did not, someone else may be using your account: contact your administrator at once to get it back and secure it.',
    footer:
      'You receive this email because this was the address of the account. It is always sent and cannot be switched off.',
  },
};
