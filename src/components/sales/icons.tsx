import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** Line icons drawn on a 24 px grid, sized by the caller; decorative unless given a title by the caller. */
function Icon({ className, children, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', className)}
      {...props}
    >
      {children}
    </svg>
  )
}

type IconProps = ComponentProps<'svg'>

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  )
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M7.5 12.5l3 3 6-6.5" />
    </Icon>
  )
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  )
}

export function ArrowDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </Icon>
  )
}

export function ShieldCheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 2.8l7.5 3v5.7c0 4.6-3.1 8.4-7.5 9.7-4.4-1.3-7.5-5.1-7.5-9.7V5.8z" />
      <path d="M8.7 12.2l2.3 2.3 4.3-4.6" />
    </Icon>
  )
}

export function TruckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 6.5h11v9.5h-11zM13.5 9.5h4l3.5 3.6v2.9h-7.5" />
      <circle cx="7" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </Icon>
  )
}

export function ClockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 7v5.3l3.4 2" />
    </Icon>
  )
}

export function StethoscopeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 3.5H4v5a5 5 0 0010 0v-5h-1" />
      <path d="M9 13.5v1.5a5 5 0 0010 0v-2" />
      <circle cx="19" cy="11" r="2" />
    </Icon>
  )
}

export function AlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10.3 3.9L2.4 17.6A2 2 0 004.1 20.6h15.8a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z" />
      <path d="M12 9v4.5M12 17h.01" />
    </Icon>
  )
}

export function StarIcon({ className, ...props }: IconProps) {
  return (
    <Icon className={cn('fill-current', className)} strokeWidth={1.2} {...props}>
      <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
    </Icon>
  )
}

export function BadgeCheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 2.5l2.4 1.7 2.9-.1.9 2.8 2.3 1.8-.9 2.8.9 2.8-2.3 1.8-.9 2.8-2.9-.1L12 21.5l-2.4-1.7-2.9.1-.9-2.8-2.3-1.8.9-2.8-.9-2.8 2.3-1.8.9-2.8 2.9.1z" />
      <path d="M8.7 12.2l2.3 2.3 4.3-4.6" />
    </Icon>
  )
}

export function DropIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 2.8c3.3 4.2 6 7.6 6 11a6 6 0 01-12 0c0-3.4 2.7-6.8 6-11z" />
      <path d="M9.2 14.5a3 3 0 002.8 2.7" />
    </Icon>
  )
}

export function FlameIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 21.5c-3.9 0-7-2.8-7-6.7 0-3.4 2.3-5.6 3.9-7.9.4 1.8 1.3 3 2.6 3.6C11.6 7 13 4.4 15.3 2.5c.3 3.3 3.7 6.2 3.7 11 0 4.3-3.1 8-7 8z" />
    </Icon>
  )
}

export function BrainIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9.5 3.5a3 3 0 00-3 3 3 3 0 00-2.5 4.6A3.3 3.3 0 005 17a3 3 0 004.5 3.2V3.5z" />
      <path d="M14.5 3.5a3 3 0 013 3 3 3 0 012.5 4.6A3.3 3.3 0 0119 17a3 3 0 01-4.5 3.2V3.5z" />
      <path d="M9.5 9H8M14.5 9H16M9.5 14H7.5M14.5 14h2" />
    </Icon>
  )
}

export function SugarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 8.5l8-4.5 8 4.5v7L12 20l-8-4.5z" />
      <path d="M4 8.5l8 4.5 8-4.5M12 13v7" />
    </Icon>
  )
}

export function ChatIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 5.5h16v10H9.5L5 19.5v-4H4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </Icon>
  )
}

export function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 6h18v12H3z" />
      <path d="M3.5 6.5l8.5 7 8.5-7" />
    </Icon>
  )
}

export function PlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  )
}

export function FlaskIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 3h6M10 3v6.2L4.6 18.4A1.7 1.7 0 006 21h12a1.7 1.7 0 001.4-2.6L14 9.2V3" />
      <path d="M7.2 15h9.6" />
    </Icon>
  )
}

export function LockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 018 0v3" />
    </Icon>
  )
}

export function PlayIcon({ className, ...props }: IconProps) {
  return (
    <Icon className={cn('fill-current', className)} {...props}>
      <path d="M8 5.5v13l10.5-6.5z" />
    </Icon>
  )
}
