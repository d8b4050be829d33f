// The text catalogue in Turkish: status names, field names, allergens, mail and PDF texts.
import type { Catalogue } from '../shape';

export const catalogue: Catalogue = {
  statuses: {
    supportTicket: {
      open: 'Açık',
      waiting: 'Yanıtınız bekleniyor',
      solved: 'Çözüldü',
      closed: 'Kapalı',
    },
    ifm: {
      '100': 'Eklendi',
      '200': 'Üstlenildi',
      '300': 'İşleniyor',
      '400': 'Tamamlandı',
      '500': 'Beklemede',
      '800': 'İstisna',
      '999': 'İptal edildi',
    },
  },
  resources: {
    ifmRequests: {
      fields: {
        humanId: 'Talep',
        orderId: 'Sipariş kimliği',
        applicant: 'Talep eden',
        requestDate: 'Talep tarihi',
        deadline: 'Son tarih',
        closeDate: 'Kapanış tarihi',
        status: 'Durum',
        statusDate: 'Durum tarihi',
        serviceType: 'Hizmet türü',
        notes: 'Notlar',
        options: 'Seçilen seçenekler',
        total: 'Toplam',
        currency: 'Para birimi',
      },
    },
  },
  allergens: {
    milk: 'süt',
    sesame: 'susam',
    eggs: 'yumurta',
    gluten: 'gluten',
    fish: 'balık',
    soy: 'soya',
    celery: 'kereviz',
    peanuts: 'yer fıstığı',
    nuts: 'sert kabuklu meyveler',
    crustaceans: 'kabuklular',
    molluscs: 'yumuşakçalar',
    sulphites: 'sülfitler',
    mustard: 'hardal',
    lupins: 'acı bakla',
  },
  mail: {
    ifmStatus: {
      subject: 'Talep {{id}}: {{status}}',
      greeting: 'Merhaba {{name}},',
      intro: '{{id}} numaralı talebinizin durumu artık: {{status}}.',
      date: 'Tarih',
      note: 'Not',
      outro: 'Talebi uygulamadan takip edebilir ve bize yazabilirsiniz.',
      pushTitle: 'Talep {{id}}',
      pushBody: 'Yeni durum: {{status}}',
      threadSubject: 'Talep {{id}}',
    },
    customerCareReply: {
      subject: 'Talebinize yanıt: {{subject}}',
      greeting: 'Merhaba {{name}},',
      intro: 'destek ekibi "{{subject}}" talebinizi yanıtladı:',
      outro: 'Okumak ve yanıtlamak için talebi arka ofiste açın.',
    },
    orderRejected: {
      title: 'Sipariş iptal edildi',
      body: '{{id}} numaralı siparişiniz şu anda mevcut olmayan ürünler içerdiği için iptal edildi ({{categories}}).',
    },
  },
  pdf: {
    menu: {
      menuOf: 'Menü:',
      allergens: 'Alerjenler',
      nutrientsPerPortion: 'Porsiyon başına besin değerleri',
      energy: 'kcal',
      protein: 'protein',
      fat: 'yağ',
      carbs: 'karbonhidrat',
      noMenu: 'Bu ay için yayımlanmış menü yok.',
      dailyEnergy: 'Günlük toplam',
    },
  },
};
