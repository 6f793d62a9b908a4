import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useLogin, useNotify } from 'react-admin';
import { runtimeKey, useTranslate, type MessageKey, messageKey } from '../../providers/translation';
import {
  SecondStepRequired,
  type LoginParams,
  type SecondFactorAnswer,
  type SecondStep,
  type TokenGrant,
} from '../../providers/authProvider';
import { session } from '../../providers/session';
import { withScreenWords } from '../../providers/screenWords';
import { useGuichetDataProvider } from '../../resources/common/useGuichetDataProvider';
import { HOME_PATH } from '../auth/landing';
import { prefetchSignedInAppWhenIdle } from '../signedInApp';
import type { ApiError } from '../../providers/httpClient';
import { GuestCard } from './GuestCard';
import { GuestTextField } from './GuestTextField';
import { useLogoutReason } from './useLogoutReason';

// The second step comes down only for those who have one: the login page stays the day's first, small download.
const SecondFactorStep = lazy(
  withScreenWords('secondFactor', () =>
    import('../../resources/secondFactor/SecondFactorStep').then((m) => ({ default: m.SecondFactorStep })),
  ),
);
const EnrolmentStep = lazy(
  withScreenWords('secondFactor', () =>
    import('../../resources/secondFactor/EnrolmentStep').then((m) => ({ default: m.EnrolmentStep })),
  ),
);

/** Server field names of the Authenticate payload → this form's fields. */
const FIELD_OF: Record<string, 'username' | 'password'> = { UserName: 'username', Password: 'password' };

/** Spec §2/§5: a stored token is pinged first; otherwise the form, with its rules. */
export function LoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const login = useLogin();
  const dataProvider = useGuichetDataProvider();
  const [hasToken] = useState(() => Boolean(session.getAccessToken()));
  const ping = useQuery({
    queryKey: ['Identity', 'Ping'],
    queryFn: () => dataProvider.ping(),
    enabled: hasToken,
    retry: false,
    gcTime: 0,
  });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'username' | 'password', MessageKey>>>({});
  const [isPending, setPending] = useState(false);
  // After a right password, for a user with a second factor (or who must enrol one): the next step.
  const [secondStep, setSecondStep] = useState<SecondStep>();
  const [codeError, setCodeError] = useState<string>();

  useEffect(() => {
    if (ping.data?.success) navigate(HOME_PATH, { replace: true });
  }, [ping.data, navigate]);
  // The signed-in app comes down while the password is typed: sign-in then waits for the first screen only.
  useEffect(prefetchSignedInAppWhenIdle, []);
  useLogoutReason(!hasToken || ping.isError);

  /** Signs in with `params`: a second step when one comes, the next screen otherwise. */
  const signIn = (params: LoginParams) => {
    setPending(true);
    const next = session.getNextPath();
    return login(params, next?.startsWith('/apps/') ? next : HOME_PATH)
      .then(() => session.clearNextPath())
      .catch((error: ApiError | SecondStepRequired) => {
        setPending(false);
        if (error instanceof SecondStepRequired) setSecondStep(error.step);
        else throw error;
      });
  };

  const answerSecondFactor = (answer: SecondFactorAnswer) => {
    if (!secondStep || !('secondFactor' in secondStep)) return;
    setCodeError(undefined);
    signIn({ secondFactor: { challenge: secondStep.secondFactor.challenge, ...answer } }).catch((error: ApiError) =>
      setCodeError(translate(error?.message ? runtimeKey(error.message) : messageKey('errors.UNEXPECTED_ERROR'))),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    signIn({ username, password }).catch((error: ApiError) => {
      const errors = error?.body?.errors;
      if (errors) {
        setFieldErrors(
          Object.fromEntries(Object.entries(errors).map(([field, key]) => [FIELD_OF[field] ?? field, key])),
        );
      }
      notify(error?.message ?? messageKey('errors.UNEXPECTED_ERROR'), { type: 'error' });
    });
  };

  if (hasToken && (ping.isPending || ping.data?.success)) {
    return <CircularProgress aria-label={translate('pages.loading')} />;
  }

  if (secondStep)
    return (
      <GuestCard title={messageKey('pages.login.secondFactorTitle')} subtitle={messageKey('pages.login.subtitle')}>
        <Suspense fallback={<CircularProgress aria-label={translate('pages.loading')} />}>
          {'secondFactor' in secondStep ? (
            <SecondFactorStep
              challenge={secondStep.secondFactor.challenge}
              methods={secondStep.secondFactor.methods}
              onAnswer={answerSecondFactor}
              error={codeError}
              pending={isPending}
            />
          ) : (
            <EnrolmentStep
              challenge={secondStep.enrolment.challenge}
              onSignedIn={(grant: TokenGrant) => void signIn({ grant })}
            />
          )}
        </Suspense>
      </GuestCard>
    );

  return (
    <GuestCard title={messageKey('pages.login.title')} subtitle={messageKey('pages.login.subtitle')}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <GuestTextField
            name="username"
            type="email"
            label={translate('pages.login.username')}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={fieldErrors.username ? translate(fieldErrors.username) : undefined}
            autoComplete="username"
            autoFocus
            required
          />
          <GuestTextField
            name="password"
            type="password"
            label={translate('pages.login.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldErrors.password ? translate(fieldErrors.password) : undefined}
            autoComplete="current-password"
            required
          />
          <Button type="submit" variant="contained" size="large" disabled={!username.trim() || !password || isPending}>
            {isPending ? (
              <CircularProgress size={24} color="inherit" aria-label={translate('ra.page.loading')} />
            ) : (
              translate('pages.login.submit')
            )}
          </Button>
          <Link component={RouterLink} to="/ForgotPassword" variant="body2" sx={{ alignSelf: 'center' }}>
            {translate('pages.login.forgotPassword')}
          </Link>
        </Stack>
      </Box>
    </GuestCard>
  );
}
