import { expect, test } from "@playwright/test";
import { expectStored, isFormPost } from "../support";

// The Spanish contact form without JavaScript: a real POST to /es/connect, the Spanish messages
// under the fields (values kept), then the Spanish success message, stored with its language.

test("Spanish contact form without JavaScript: Spanish field errors, then '¡Mensaje enviado!' and one row stored as 'es'", async ({ page }) => {
  const email = `lucia.nojs.${Date.now()}@example.org`;
  await page.goto("/es/connect");
  const form = page.locator("#contact-form");
  await form.getByLabel("Nombre").fill("Lucía");
  await form.getByLabel("Correo electrónico").fill("no-es-un-correo");
  await form.getByLabel("Su mensaje").fill("Corto");
  const post = page.waitForRequest((r) => isFormPost(r.url(), r.method(), "/es/connect"));
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await post;
  await expect(page.getByRole("alert").filter({ hasText: "Error de validación" })).toContainText("Corrija los errores del formulario e inténtelo de nuevo.");
  await expect(form.getByLabel("Apellido")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Ingrese un correo electrónico válido")).toBeVisible();
  await expect(form.getByText("Debe tener al menos 10 caracteres")).toBeVisible();
  await expect(form.getByLabel("Nombre")).toHaveValue("Lucía");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");

  await form.getByLabel("Apellido").fill("Hernández");
  await form.getByLabel("Correo electrónico").fill(email);
  await form.getByLabel("Teléfono").fill("555-234-5678");
  await form.getByLabel("Edad de su hijo").selectOption("7");
  await form.getByLabel("¿En qué podemos ayudarle?").selectOption("explorers");
  await form.getByLabel("Su mensaje").fill("Buscamos libros por capítulos que le gusten a nuestro hijo.");
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page.getByRole("status").filter({ hasText: "¡Mensaje enviado!" })).toContainText("Le responderemos en un plazo de 24 horas.");
  const [row] = await expectStored("contact_messages", "email", email);
  expect(row).toMatchObject({ name: "Lucía Hernández", language: "es" });
});
