import type { User } from '@pod-console/sdk';
import { useState } from 'react';
import { isWebviewMode } from '../../lib/onboarding-storage';
import { UserInfoContainer } from './user-info-container';

export interface UserInfoScreenProps {
  /** The signed-in user; the name gate is skipped here, so the name may still be blank. */
  user: User;
}

/** spec §2 /onboarding/user-info: behind sign-in, the e-mail check and the terms gate. */
export function UserInfoScreen({ user }: UserInfoScreenProps) {
  const [webview] = useState(isWebviewMode);
  return <UserInfoContainer user={user} webview={webview} />;
}
