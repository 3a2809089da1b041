import { expect, test, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { addressesOf, expectStored, open, passFormFloor, receivedMail } from "./support";

// A Spanish-speaking parent sends the contact form on /es/connect: the field errors and the toasts
// are in Spanish, the message is stored with its language, and the confirmation email is in Spanish
// (the owner's notification stays English and says the visitor wrote in Spanish).

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The messages the test mail server has accepted for one address. */
async function mailTo(address: string): Promise<ParsedMail[]> {
  return (await receivedMail()).filter((mail) => addressesOf(mail.to).includes(address));
}

test("a contact message sent in Spanish: Spanish field errors and toasts, stored as 'es', a Spanish confirmation email", async ({ page }) => {
  const email = `lucia.${test.info().workerIndex}x${Date.now().toString(36)}@example.org`;
  await open(page, "/es/connect");
  const form = page.getByRole("region", { name: "Envíenos un mensaje" });
  const send = form.getByRole("button", { name: "Enviar mensaje" });

  await send.click();
  await expect(toast(page, "Error de validación")).toContainText("Corrija los errores del formulario e inténtelo de nuevo.");
  for (const label of ["Nombre", "Apellido", "Correo electrónico", "Teléfono", "Edad de su hijo", "¿En qué podemos ayudarle?", "Su mensaje"]) {
    await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
  }
  await expect(form.getByText("Este campo es obligatorio").first()).toBeVisible();
  await expect(form.getByLabel("Nombre")).toBeFocused();

  await form.getByLabel("Nombre").fill("Lucía");
  await form.getByLabel("Apellido").fill("Hernández");
  await form.getByLabel("Correo electrónico").fill("lucia@");
  await form.getByLabel("Teléfono").fill("12");
  await form.getByLabel("Su mensaje").fill("Hola");
  await send.click();
  await expect(form.getByText("Ingrese un correo electrónico válido")).toBeVisible();
  await expect(form.getByText("Ingrese un número de teléfono válido")).toBeVisible();
  await expect(form.getByText("Debe tener al menos 10 caracteres")).toBeVisible();

  await form.getByLabel("Correo electrónico").fill(email);
  await form.getByLabel("Teléfono").fill("555-234-5678");
  await form.getByLabel("Edad de su hijo").selectOption("7");
  await form.getByLabel("¿En qué podemos ayudarle?").selectOption("explorers");
  await form.getByLabel("Su mensaje").fill("Buscamos libros por capítulos que le gusten a nuestro hijo.");
  await passFormFloor(page);
  await send.click();
  await expect(toast(page, "¡Mensaje enviado!")).toContainText("Le responderemos en un plazo de 24 horas.");
  await expect(page).toHaveURL(/\/es\/connect$/);
  // Its confirmation stays above the cleared form, in Spanish (issue 42).
  await expect(form.locator("#form-result")).toContainText("¡Mensaje enviado!");
  await expect(form.locator("#form-result")).toBeFocused();

  const [row] = await expectStored("contact_messages", "email", email);
  expect(row).toMatchObject({ name: "Lucía Hernández", child_age: 7, language: "es" });

  let confirmation: ParsedMail | undefined;
  await expect.poll(async () => (confirmation = (await mailTo(email))[0]) !== undefined, { timeout: 20_000, message: "the confirmation email" }).toBe(true);
  expect(confirmation!.subject).toBe("Recibimos su mensaje - Kindred Pages");
  expect(confirmation!.text).toContain("Le responderemos en un plazo de 24 horas.");
  expect(confirmation!.html).toMatch(/<html[^>]* lang="es/);
  expect(confirmation!.text).not.toContain("within 24 hours");
  // The owner reads it in English, told which language the visitor wrote in.
  const notification = (await receivedMail()).find((mail) => addressesOf(mail.replyTo).includes(email));
  expect(notification?.subject).toBe("New message from Lucía H. (in Spanish)");
});
