// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { AdminContext, TextInput } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { Form } from './Form';

afterEach(cleanup);

describe('Form', () => {
  it("leaves the checking to the field's validators, not the browser's bubble in its own language", () => {
    const { container } = render(
      <AdminContext>
        <Form>
          <TextInput source="email" type="email" />
        </Form>
      </AdminContext>,
    );
    expect(container.querySelector('form')?.noValidate).toBe(true);
  });
});
