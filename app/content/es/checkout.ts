// Spanish copy of ../checkout.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "../checkout";
import type { Translation } from "#common/content/translation.ts";

export const checkoutCopy: Translation<typeof en.checkoutCopy> = {
  metaTitle: "Pagar",
  eyebrow: "Su paquete",
  title: (packageName) => packageName,
  intro: "Díganos quién es y qué necesita. Usted paga en la página segura de Stripe; el número de su tarjeta nunca llega a este sitio.",
  labels: { parent_name: "Su nombre", parent_email: "Su correo electrónico", children: "Número de niños", strategy_session: "Añadir una sesión de estrategia 1:1" },
  hints: {
    parent_email: "Aquí le enviamos su recibo y la página de su paquete.",
    children: (price) => `El primer niño está incluido. Cada niño adicional cuesta ${price}.`,
    strategySession: (price, minutes) => `${price}, ${minutes} minutos`,
  },
  childrenOption: (n) => (n === 1 ? "1 niño" : `${n} niños`),
  totalLabel: "Total",
  totalNoScript: "Este total es para un niño sin la sesión de estrategia. La página de Stripe muestra su total final antes de pagar.",
  termsHeading: "Pagos y reembolsos",
  submit: "Continuar al pago",
  errorTitle: "Hay un problema",
  errorMessage: "Revise los campos indicados abajo.",
  messages: {
    nameRequired: "Escriba su nombre",
    nameTooLong: "Su nombre debe tener 100 caracteres o menos",
    emailInvalid: "Escriba un correo electrónico como nombre@ejemplo.com",
    children: "Elija un número de niños del 1 al 6",
  },
  unavailable: "No pudimos comunicarnos con nuestro proveedor de pagos. No se cobró nada. Vuelva a intentarlo en unos minutos.",
  alreadyPaid: "Este pedido ya está pagado: no se cobró nada más. El enlace a la página de su paquete está en el correo que le enviamos.",
};

export const orderCopy: Translation<typeof en.orderCopy> = {
  metaTitle: "Su paquete",
  eyebrow: "Su pedido",
  states: {
    paid: { title: "Gracias: su pago está completo", text: "Su paquete está pagado. Guarde la dirección de esta página: es su enlace a su paquete." },
    open: { title: "Su pago aún no ha terminado", text: "Stripe aún no nos ha confirmado el pago. Si pagó, esta página lo mostrará en unos minutos: vuelva a cargarla. No se cobra nada hasta que termine en la página de Stripe." },
    expired: { title: "Este pago ha caducado", text: "La página de pago se cerró antes de que se hiciera un pago. No se cobró nada. Puede elegir el paquete de nuevo en nuestra página de servicios." },
    payment_failed: { title: "El pago no se completó", text: "Su banco no completó el pago. No se cobró nada. Puede elegir el paquete de nuevo en nuestra página de servicios." },
  },
  paidHeading: "Lo que pagó",
  orderedHeading: "Su pedido",
  totalLabel: "Total",
  quantity: (name, quantity) => (quantity > 1 ? `${name} × ${quantity}` : name),
  receipt: "Ver su recibo",
  sessionsHeading: "Sus sesiones",
  minutes: (minutes) => `${minutes} minutos`,
  booking: "Elija un horario para cada sesión, ahora o más tarde: la dirección de esta página está en el correo que le enviamos.",
  chooseTime: "Elegir un horario",
  bookedFor: (when) => `Reservada: ${when}`,
  seeOrChange: "Ver o cambiar",
  done: (when) => `Realizada: ${when}`,
  withdrawn: "Reembolsada",
  linkLabel: (action, name) => `${action}: ${name}`,
  servicesLink: "Ver nuestros servicios",
  notFoundTitle: "No encontramos este pedido",
};
