/**
 * The image picker (docs/decisions/057): a labelled file input that uploads
 * the picked file to POST /api/images, shows progress, the preview, the
 * server's refusal, the size and type rule, and the notice for an image link
 * from before uploads.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_TEXTS } from '#shared/contracts/image-url.ts';
import { apiError, json, stubFetch } from '#web/test/stub-fetch.ts';
import { ImageUploadField } from './image-upload-field.tsx';

afterEach(() => vi.unstubAllGlobals());

const URL_1 = '/api/images/0f8fad5b-d9cb-469f-a165-70867728950e';
const png = (name = 'logo.png', size = 8) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function Harness({ initial = '', hasOldLink = false, onChange = () => {} }: { initial?: string; hasOldLink?: boolean; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImageUploadField
        label="Logo"
        description="A square image."
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        hasOldLink={hasOldLink}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('ImageUploadField', () => {
  it('is a labelled, keyboard-reachable file input for the four image types, with the size and type rule', async () => {
    stubFetch(() => undefined);
    render(<Harness />);
    const input = screen.getByLabelText('Logo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    expect(input).toHaveAccessibleDescription(`A square image. ${IMAGE_TEXTS.rule}`);
    await userEvent.tab();
    expect(input).toHaveFocus();
    expect(screen.getByText('No image')).toBeInTheDocument();
  });

  it('uploads the picked file, shows progress, then the preview, and sets the value', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = stubFetch((call) => (call.path === '/api/images' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined));
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const file = png();
    await userEvent.upload(screen.getByLabelText('Logo'), file);

    expect(await screen.findByText('Uploading logo.png...')).toBeInTheDocument();
    expect(screen.getByLabelText('Logo')).toBeDisabled();
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/api/images', body: file })]);

    answer(json(201, { id: '0f8fad5b-d9cb-469f-a165-70867728950e', url: URL_1, contentType: 'image/png', byteSize: 8 }));
    expect(await screen.findByText('Uploaded logo.png. Save to keep it.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', URL_1);
    expect(onChange).toHaveBeenCalledWith(URL_1);
    expect(screen.getByLabelText('Logo')).toBeEnabled();
  });

  it("shows the server's refusal as an alert and keeps the value", async () => {
    stubFetch((call) => (call.path === '/api/images' ? apiError(400, 'validation', IMAGE_TEXTS.wrongType, { file: IMAGE_TEXTS.wrongType }) : undefined));
    const onChange = vi.fn();
    render(<Harness initial={URL_1} onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Logo'), png('drawing.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_TEXTS.wrongType);
    expect(screen.getByLabelText('Logo')).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('value')).toHaveTextContent(URL_1);
  });

  it('refuses a file over 1 MB before sending it', async () => {
    const calls = stubFetch(() => undefined);
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Logo'), png('huge.png', IMAGE_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_TEXTS.tooLarge);
    expect(calls).toEqual([]);
  });

  it('tells the editor an old image link is no longer shown, until an image is uploaded; Remove image clears it', async () => {
    stubFetch((call) => (call.path === '/api/images' ? json(201, { id: '0f8fad5b-d9cb-469f-a165-70867728950e', url: URL_1, contentType: 'image/png', byteSize: 8 }) : undefined));
    render(<Harness hasOldLink />);
    expect(screen.getByRole('note')).toHaveTextContent(IMAGE_TEXTS.oldLink);
    await userEvent.upload(screen.getByLabelText('Logo'), png());
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    expect(screen.getByText('No image')).toBeInTheDocument();
  });

  it('never previews an address that is not our own upload', () => {
    stubFetch(() => undefined);
    render(<Harness initial="https://tracker.example/pixel.gif" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No image')).toBeInTheDocument();
  });
});
