// Spanish copy of ../order-emails.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "#common/payments/content/order-emails.ts";
import type { Translation } from "#common/content/translation.ts";

export const orderEmails: Translation<typeof en.orderEmails> = {
  subject: (business: string) => `Gracias por su pedido a ${business}`,
  greeting: (firstName: string) => (firstName ? `Hola, ${firstName}:` : "Hola:"),
  thanks: "¡Gracias! Su pago se realizó. Esto es lo que pagó:",
  line: (name: string, quantity: number, amount: string) => (quantity === 1 ? `${name}: ${amount}` : `${name} × ${quantity}: ${amount}`),
  total: (amount: string) => `Total pagado: ${amount}`,
  sessionsIntro: "Las sesiones que incluye:",
  session: (name: string, minutes: number) => `${name} (${minutes} minutos)`,
  choose: "Elija un horario para cada sesión desde esta página, ahora o más adelante:",
  chooseLink: (link: string) => `Elija un horario para cada sesión desde esta página, ahora o más adelante: ${link}`,
  pageLabel: "Su pedido y sus sesiones",
  keep: "Guarde este correo: el enlace es solo suyo y abre la página de su pedido en cualquier momento.",
  contact: (address: string) => `¿Preguntas? Escriba a ${address} o simplemente responda a este correo.`,
  signOff: (business: string) => `Con cariño,\nEl equipo de ${business}`,
  why: (business: string) => `Recibe este correo porque se pidió y pagó un paquete con esta dirección en el sitio web de ${business}.`,
};
