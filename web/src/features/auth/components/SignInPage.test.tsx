// The login overlay as a user meets it: the spec's validation texts (§5), the recovery form, the footer (§2).
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import i18n, { i18nReady } from '../../../i18n';
import { SignInPage } from './SignInPage';

async function renderIn(language: string) {
  await i18nReady;
  await i18n.changeLanguage(language);
  return render(
    <Suspense fallback={null}>
      <SignInPage />
    </Suspense>,
  );
}

describe('SignInPage', () => {
  beforeAll(async () => {
    await i18nReady;
  });

  it('asks for a username and a password of at least 3 characters (en)', async () => {
    await renderIn('en');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username required')).toBeInTheDocument();
    expect(screen.getByText('Password required')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("uses the spec's Italian wording in it", async () => {
    await renderIn('it');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Username obbligatorio')).toBeInTheDocument();
    expect(screen.getByText('password obbligatoria')).toBeInTheDocument();
  });

  it("switches to 'Recupera password' and back with 'Oppure accedi', checking the e-mail", async () => {
    await renderIn('it');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Password dimenticata?' }));
    expect(screen.getByRole('heading', { name: 'Recupera password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Recupera' }));
    expect(await screen.findByText("Inserisci un'indirizzo email valido")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Oppure accedi' }));
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('shows the footer: privacy link in a new tab with language and timestamp, year, version', async () => {
    await renderIn('en');
    const privacy = screen.getByRole('link', { name: /Privacy policy/ });
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy.getAttribute('href')).toMatch(/lang=en&t=\d{13}$/);
    expect(screen.getAllByText(new RegExp(`© ${new Date().getFullYear()}`)).length).toBeGreaterThan(0);
    expect(screen.getByText('Version 4.6.9')).toBeInTheDocument();
  });
});
