import { useEffect } from 'react';
import { useLogin } from 'react-admin';
import { LoadingScreen } from '../session/LoadingScreen';

/** Sign-in is delegated to the identity provider: this page only starts the redirect. */
export function LoginRedirect() {
  const login = useLogin();
  useEffect(() => {
    void login({});
  }, [login]);
  return <LoadingScreen step="rules" />;
}
