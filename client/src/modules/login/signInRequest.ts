import { type ApiProblem, readApiProblem } from '../../engine/apollo/errors';
import { loadApolloClient } from '../../engine/apollo/lazy';
import { type Session, sessionFromTokens } from '../../engine/auth/session';
import { CaptchaDocument, type LoginInput, LoginDocument } from '../../generated/graphql';

/**
 * The sign-in call of the login form (and its captcha), loaded when the form is sent: the login page paints
 * and takes input before Apollo Client and the generated documents arrive (issue 18). The answer is a
 * session, or the server's refusal (undefined: a transport failure, which the Apollo error link announces).
 */
export async function requestSignIn(
  input: LoginInput,
): Promise<{ session: Session } | { problem: ApiProblem | undefined }> {
  const client = await loadApolloClient();
  try {
    const { data } = await client.mutate({ mutation: LoginDocument, variables: { input } });
    return data ? { session: sessionFromTokens(data.login) } : { problem: undefined };
  } catch (error) {
    return { problem: readApiProblem(error) };
  }
}

/** A new captcha image for the form (a captcha is used once). */
export async function requestCaptcha(): Promise<
  { captcha: { key: string; image: string } } | { problem: ApiProblem | undefined }
> {
  const client = await loadApolloClient();
  try {
    const { data } = await client.query({ query: CaptchaDocument, fetchPolicy: 'network-only' });
    return data ? { captcha: { key: data.captcha.key, image: data.captcha.image } } : { problem: undefined };
  } catch (error) {
    return { problem: readApiProblem(error) };
  }
}
