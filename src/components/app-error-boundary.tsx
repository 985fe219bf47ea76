import { Component, type ReactNode } from 'react'
import { ErrorScreen } from '@/components/error-screen'

interface State {
  error: unknown
}

/** Catches render and routing errors anywhere below it and shows our own error screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') }
  }

  override componentDidCatch(error: unknown) {
    console.error('Unexpected application error:', error)
  }

  override render() {
    if (this.state.error) return <ErrorScreen error={this.state.error} />
    return this.props.children
  }
}
