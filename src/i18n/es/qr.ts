/** Texts of the QR code dialog (spec §2 'QR code dialog', §7 sharing, §9 QR constants). */
export const qr = {
  title: (name: string) => `Código QR de ${name}`,
  subtitle: 'Escanea este código para ver el perfil de la mascota',
  generating: 'Generando código QR...',
  generateError: 'No se pudo generar el código QR.',
  imageAlt: (name: string) => `Código QR de ${name}`,
  infoTitle: 'Información de la mascota:',
  nameLabel: 'Nombre:',
  breedLabel: 'Raza:',
  idLabel: 'ID:',
  download: 'Descargar',
  share: 'Compartir',
  copyUrl: 'Copiar URL',
  copied: 'Copiado!',
  close: 'Cerrar',
  // §7: the device share's title and text
  shareTitle: (name: string) => `Código QR de ${name}`,
  shareText: (name: string) => `Código QR de identificación para ${name}`,
  /** the downloaded file, named after the pet */
  fileName: (name: string) => {
    const slug = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
    return `codigo-qr-${slug || 'mascota'}.png`
  },
} as const
