// The file kit as a user meets it: the drop area (keyboard button, drop, refusal shown), upload progress with cancel,
// and the spec's deletion question.
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n, { i18nReady } from '../../i18n';
import { FileDeleteDialog } from './FileDeleteDialog';
import { FileDropArea } from './FileDropArea';
import { UploadProgress } from './UploadProgress';

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['files']);
});

const png = (name = 'banner.png') => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });

describe('FileDropArea', () => {
  it('opens the file chooser from a keyboard-reachable button and hands over the chosen files', async () => {
    const onFiles = vi.fn();
    const { container } = render(<FileDropArea onFiles={onFiles} label="Upload to Uploads" hint="PNG up to 5 MB" />);
    const button = screen.getByRole('button', { name: 'choose a file' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription('PNG up to 5 MB');
    expect(screen.getByRole('group', { name: 'Upload to Uploads' })).toBeInTheDocument();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, png());
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'banner.png' })]);
  });

  it('takes dropped files, only the first when one is expected, and nothing when disabled', () => {
    const onFiles = vi.fn();
    const { rerender } = render(<FileDropArea onFiles={onFiles} label="Drop" />);
    const area = screen.getByRole('group', { name: 'Drop' });
    fireEvent.drop(area, { dataTransfer: { files: [png('a.png'), png('b.png')] } });
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'a.png' })]);
    rerender(<FileDropArea onFiles={onFiles} label="Drop" multiple />);
    fireEvent.drop(area, { dataTransfer: { files: [png('a.png'), png('b.png')] } });
    expect(onFiles.mock.lastCall?.[0]).toHaveLength(2);
    rerender(<FileDropArea onFiles={onFiles} label="Drop" disabled />);
    fireEvent.drop(area, { dataTransfer: { files: [png()] } });
    expect(onFiles).toHaveBeenCalledTimes(2);
  });

  it('announces a refusal and ties it to the button', () => {
    render(<FileDropArea onFiles={vi.fn()} error="notes.txt cannot go in Uploads" />);
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt cannot go in Uploads');
    expect(screen.getByRole('button', { name: 'choose a file' })).toHaveAccessibleDescription('notes.txt cannot go in Uploads');
  });
});

describe('UploadProgress', () => {
  it('shows a progress bar with Cancel while running, then the outcome with Dismiss', async () => {
    const onCancel = vi.fn();
    const onDismiss = vi.fn();
    const { rerender } = render(
      <Suspense fallback={null}>
        <UploadProgress items={[{ id: 'u1', name: 'menu.pdf', percent: 42.4, state: 'running' }]} onCancel={onCancel} onDismiss={onDismiss} />
      </Suspense>,
    );
    const bar = await screen.findByRole('progressbar', { name: 'Uploading menu.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload of menu.pdf' }));
    expect(onCancel).toHaveBeenCalledWith('u1');

    rerender(
      <Suspense fallback={null}>
        <UploadProgress
          items={[
            { id: 'u1', name: 'menu.pdf', percent: 42, state: 'cancelled' },
            { id: 'u2', name: 'big.png', percent: 10, state: 'failed', error: 'Your role may not change the files of this folder.' },
          ]}
          onCancel={onCancel}
          onDismiss={onDismiss}
        />
      </Suspense>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('menu.pdf: upload cancelled, nothing was stored');
    expect(screen.getByRole('alert')).toHaveTextContent('big.png: Your role may not change the files of this folder.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss big.png' }));
    expect(onDismiss).toHaveBeenCalledWith('u2');
  });
});

describe('FileDeleteDialog', () => {
  it('asks the spec question about the named file, and deletes only on confirmation', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <Suspense fallback={null}>
        <FileDeleteDialog fileName="menu.pdf" onConfirm={onConfirm} onCancel={onCancel} />
      </Suspense>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete file' });
    expect(dialog).toHaveTextContent('Are you sure you want to permanently delete the file?');
    expect(dialog).toHaveTextContent('menu.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
