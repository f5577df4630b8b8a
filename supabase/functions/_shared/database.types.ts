export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '13.0.5';
  };
  public: {
    Tables: {
      article_translations: {
        Row: {
          alt_text: string | null;
          article_id: string;
          body: string | null;
          created_at: string;
          excerpt: string | null;
          ingredients: Json | null;
          locale: 'fr' | 'ar';
          meta_description: string | null;
          search_document: unknown | null;
          seo_title: string | null;
          steps: Json | null;
          title: string | null;
          updated_at: string;
        };
        Insert: {
          alt_text?: string | null;
          article_id: string;
          body?: string | null;
          created_at?: string;
          excerpt?: string | null;
          ingredients?: Json | null;
          locale: 'fr' | 'ar';
          meta_description?: string | null;
          search_document?: unknown | null;
          seo_title?: string | null;
          steps?: Json | null;
          title?: string | null;
          updated_at?: string;
        };
        Update: {
          alt_text?: string | null;
          article_id?: string;
          body?: string | null;
          created_at?: string;
          excerpt?: string | null;
          ingredients?: Json | null;
          locale?: 'fr' | 'ar';
          meta_description?: string | null;
          search_document?: unknown | null;
          seo_title?: string | null;
          steps?: Json | null;
          title?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'article_translations_article_id_fkey';
            columns: ['article_id'];
            isOneToOne: false;
            referencedRelation: 'articles';
            referencedColumns: ['id'];
          },
        ];
      };
      articles: {
        Row: {
          alt_text: string | null;
          author: string | null;
          body: string;
          category: 'ritual' | 'recipe';
          cook_time: number | null;
          created_at: string;
          difficulty_level: 'easy' | 'medium' | 'hard' | null;
          enable_cooking_mode: boolean;
          excerpt: string | null;
          guide_city: 'marrakech' | 'fes' | 'casablanca' | 'rabat' | null;
          id: string;
          image_url: string | null;
          ingredients: Json;
          linked_products: string[];
          meta_description: string | null;
          prep_time: number | null;
          published: boolean;
          related_articles: string[];
          search_document: unknown | null;
          sections: string[];
          seo_title: string | null;
          servings: number | null;
          slug: string;
          steps: Json;
          tags: string[];
          title: string;
          updated_at: string;
        };
        Insert: {
          alt_text?: string | null;
          author?: string | null;
          body?: string;
          category: 'ritual' | 'recipe';
          cook_time?: number | null;
          created_at?: string;
          difficulty_level?: 'easy' | 'medium' | 'hard' | null;
          enable_cooking_mode?: boolean;
          excerpt?: string | null;
          guide_city?: 'marrakech' | 'fes' | 'casablanca' | 'rabat' | null;
          id?: string;
          image_url?: string | null;
          ingredients?: Json;
          linked_products?: string[];
          meta_description?: string | null;
          prep_time?: number | null;
          published?: boolean;
          related_articles?: string[];
          search_document?: unknown | null;
          sections?: string[];
          seo_title?: string | null;
          servings?: number | null;
          slug: string;
          steps?: Json;
          tags?: string[];
          title: string;
          updated_at?: string;
        };
        Update: {
          alt_text?: string | null;
          author?: string | null;
          body?: string;
          category?: 'ritual' | 'recipe';
          cook_time?: number | null;
          created_at?: string;
          difficulty_level?: 'easy' | 'medium' | 'hard' | null;
          enable_cooking_mode?: boolean;
          excerpt?: string | null;
          guide_city?: 'marrakech' | 'fes' | 'casablanca' | 'rabat' | null;
          id?: string;
          image_url?: string | null;
          ingredients?: Json;
          linked_products?: string[];
          meta_description?: string | null;
          prep_time?: number | null;
          published?: boolean;
          related_articles?: string[];
          search_document?: unknown | null;
          sections?: string[];
          seo_title?: string | null;
          servings?: number | null;
          slug?: string;
          steps?: Json;
          tags?: string[];
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      back_in_stock_requests: {
        Row: {
          created_at: string;
          email: string;
          id: string;
          locale: 'en' | 'fr' | 'ar';
          mail_id: string | null;
          notified_at: string | null;
          product_id: string;
          variant_id: string | null;
        };
        Insert: {
          created_at?: string;
          email: string;
          id?: string;
          locale?: 'en' | 'fr' | 'ar';
          mail_id?: string | null;
          notified_at?: string | null;
          product_id: string;
          variant_id?: string | null;
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: string;
          locale?: 'en' | 'fr' | 'ar';
          mail_id?: string | null;
          notified_at?: string | null;
          product_id?: string;
          variant_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'back_in_stock_requests_mail_id_fkey';
            columns: ['mail_id'];
            isOneToOne: false;
            referencedRelation: 'mail_outbox';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'back_in_stock_requests_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'back_in_stock_requests_variant_id_fkey';
            columns: ['variant_id'];
            isOneToOne: false;
            referencedRelation: 'product_variants';
            referencedColumns: ['id'];
          },
        ];
      };
      cart_lines: {
        Row: {
          added_at: string;
          cart_id: string;
          quantity: number;
          variant_id: string;
        };
        Insert: {
          added_at?: string;
          cart_id: string;
          quantity: number;
          variant_id: string;
        };
        Update: {
          added_at?: string;
          cart_id?: string;
          quantity?: number;
          variant_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'cart_lines_cart_id_fkey';
            columns: ['cart_id'];
            isOneToOne: false;
            referencedRelation: 'carts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'cart_lines_variant_id_fkey';
            columns: ['variant_id'];
            isOneToOne: false;
            referencedRelation: 'product_variants';
            referencedColumns: ['id'];
          },
        ];
      };
      carts: {
        Row: {
          created_at: string;
          id: string;
          last_merge_id: string | null;
          reminded_for: string | null;
          reminder_mail_id: string | null;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          last_merge_id?: string | null;
          reminded_for?: string | null;
          reminder_mail_id?: string | null;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          last_merge_id?: string | null;
          reminded_for?: string | null;
          reminder_mail_id?: string | null;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'carts_reminder_mail_id_fkey';
            columns: ['reminder_mail_id'];
            isOneToOne: false;
            referencedRelation: 'mail_outbox';
            referencedColumns: ['id'];
          },
        ];
      };
      cod_blocklist: {
        Row: {
          created_at: string;
          created_by: string | null;
          email: string | null;
          id: string;
          phone: string | null;
          reason: string;
        };
        Insert: {
          created_at?: string;
          created_by?: string | null;
          email?: string | null;
          id?: string;
          phone?: string | null;
          reason: string;
        };
        Update: {
          created_at?: string;
          created_by?: string | null;
          email?: string | null;
          id?: string;
          phone?: string | null;
          reason?: string;
        };
        Relationships: [];
      };
      collection_translations: {
        Row: {
          collection: string;
          created_at: string;
          description: string | null;
          locale: 'fr' | 'ar';
          name: string | null;
          updated_at: string;
        };
        Insert: {
          collection: string;
          created_at?: string;
          description?: string | null;
          locale: 'fr' | 'ar';
          name?: string | null;
          updated_at?: string;
        };
        Update: {
          collection?: string;
          created_at?: string;
          description?: string | null;
          locale?: 'fr' | 'ar';
          name?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      contact_messages: {
        Row: {
          created_at: string;
          email: string | null;
          first_name: string | null;
          id: string;
          inquire_upcoming: boolean;
          last_name: string | null;
          message: string | null;
          opt_in_newsletter: boolean;
          phone: string | null;
        };
        Insert: {
          created_at?: string;
          email?: string | null;
          first_name?: string | null;
          id?: string;
          inquire_upcoming?: boolean;
          last_name?: string | null;
          message?: string | null;
          opt_in_newsletter?: boolean;
          phone?: string | null;
        };
        Update: {
          created_at?: string;
          email?: string | null;
          first_name?: string | null;
          id?: string;
          inquire_upcoming?: boolean;
          last_name?: string | null;
          message?: string | null;
          opt_in_newsletter?: boolean;
          phone?: string | null;
        };
        Relationships: [];
      };
      invoice_counters: {
        Row: {
          last: number;
          series: 'F' | 'A';
          year: number;
        };
        Insert: {
          last: number;
          series: 'F' | 'A';
          year: number;
        };
        Update: {
          last?: number;
          series?: 'F' | 'A';
          year?: number;
        };
        Relationships: [];
      };
      invoices: {
        Row: {
          buyer: Json;
          currency: string;
          id: string;
          issued_at: string;
          kind: 'invoice' | 'credit_note';
          lines: Json;
          locale: string;
          number: string;
          order_id: string;
          order_number: string;
          payment_method: string;
          rates: Json;
          refers_to: string | null;
          refund_id: string | null;
          seller: Json;
          total_ht: number;
          total_ttc: number;
          total_tva: number;
        };
        Insert: {
          buyer: Json;
          currency?: string;
          id?: string;
          issued_at: string;
          kind: 'invoice' | 'credit_note';
          lines: Json;
          locale: string;
          number: string;
          order_id: string;
          order_number: string;
          payment_method: string;
          rates: Json;
          refers_to?: string | null;
          refund_id?: string | null;
          seller: Json;
          total_ht: number;
          total_ttc: number;
          total_tva: number;
        };
        Update: {
          buyer?: Json;
          currency?: string;
          id?: string;
          issued_at?: string;
          kind?: 'invoice' | 'credit_note';
          lines?: Json;
          locale?: string;
          number?: string;
          order_id?: string;
          order_number?: string;
          payment_method?: string;
          rates?: Json;
          refers_to?: string | null;
          refund_id?: string | null;
          seller?: Json;
          total_ht?: number;
          total_ttc?: number;
          total_tva?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'invoices_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoices_refers_to_fkey';
            columns: ['refers_to'];
            isOneToOne: false;
            referencedRelation: 'invoices';
            referencedColumns: ['number'];
          },
          {
            foreignKeyName: 'invoices_refund_id_fkey';
            columns: ['refund_id'];
            isOneToOne: false;
            referencedRelation: 'refunds';
            referencedColumns: ['id'];
          },
        ];
      };
      mail_outbox: {
        Row: {
          attempts: number;
          created_at: string;
          id: string;
          kind:
            | 'order_received'
            | 'new_order_alert'
            | 'order_confirmed'
            | 'order_shipped'
            | 'order_delivered'
            | 'order_cancelled'
            | 'payment_failed'
            | 'back_in_stock'
            | 'refund_issued'
            | 'return_requested'
            | 'return_approved'
            | 'return_rejected'
            | 'return_received'
            | 'bag_reminder'
            | 'review_request';
          last_error: string | null;
          next_attempt_at: string;
          order_id: string | null;
          payload: Json;
          provider_id: string | null;
          recipient: string | null;
          sent_at: string | null;
          status: 'pending' | 'sent' | 'failed';
          subject: string | null;
        };
        Insert: {
          attempts?: number;
          created_at?: string;
          id?: string;
          kind:
            | 'order_received'
            | 'new_order_alert'
            | 'order_confirmed'
            | 'order_shipped'
            | 'order_delivered'
            | 'order_cancelled'
            | 'payment_failed'
            | 'back_in_stock'
            | 'refund_issued'
            | 'return_requested'
            | 'return_approved'
            | 'return_rejected'
            | 'return_received'
            | 'bag_reminder'
            | 'review_request';
          last_error?: string | null;
          next_attempt_at?: string;
          order_id?: string | null;
          payload: Json;
          provider_id?: string | null;
          recipient?: string | null;
          sent_at?: string | null;
          status?: 'pending' | 'sent' | 'failed';
          subject?: string | null;
        };
        Update: {
          attempts?: number;
          created_at?: string;
          id?: string;
          kind?:
            | 'order_received'
            | 'new_order_alert'
            | 'order_confirmed'
            | 'order_shipped'
            | 'order_delivered'
            | 'order_cancelled'
            | 'payment_failed'
            | 'back_in_stock'
            | 'refund_issued'
            | 'return_requested'
            | 'return_approved'
            | 'return_rejected'
            | 'return_received'
            | 'bag_reminder'
            | 'review_request';
          last_error?: string | null;
          next_attempt_at?: string;
          order_id?: string | null;
          payload?: Json;
          provider_id?: string | null;
          recipient?: string | null;
          sent_at?: string | null;
          status?: 'pending' | 'sent' | 'failed';
          subject?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'mail_outbox_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      mail_texts: {
        Row: {
          kind:
            | 'common'
            | 'order_received'
            | 'new_order_alert'
            | 'order_confirmed'
            | 'order_shipped'
            | 'order_delivered'
            | 'order_cancelled'
            | 'payment_failed'
            | 'back_in_stock'
            | 'refund_issued'
            | 'return_requested'
            | 'return_approved'
            | 'return_rejected'
            | 'return_received'
            | 'bag_reminder'
            | 'review_request';
          locale: 'en' | 'fr' | 'ar';
          message: string;
          part: string;
          updated_at: string;
        };
        Insert: {
          kind:
            | 'common'
            | 'order_received'
            | 'new_order_alert'
            | 'order_confirmed'
            | 'order_shipped'
            | 'order_delivered'
            | 'order_cancelled'
            | 'payment_failed'
            | 'back_in_stock'
            | 'refund_issued'
            | 'return_requested'
            | 'return_approved'
            | 'return_rejected'
            | 'return_received'
            | 'bag_reminder'
            | 'review_request';
          locale: 'en' | 'fr' | 'ar';
          message: string;
          part: string;
          updated_at?: string;
        };
        Update: {
          kind?:
            | 'common'
            | 'order_received'
            | 'new_order_alert'
            | 'order_confirmed'
            | 'order_shipped'
            | 'order_delivered'
            | 'order_cancelled'
            | 'payment_failed'
            | 'back_in_stock'
            | 'refund_issued'
            | 'return_requested'
            | 'return_approved'
            | 'return_rejected'
            | 'return_received'
            | 'bag_reminder'
            | 'review_request';
          locale?: 'en' | 'fr' | 'ar';
          message?: string;
          part?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      marketing_preferences: {
        Row: {
          locale: 'en' | 'fr' | 'ar';
          opted_in_at: string | null;
          unsubscribe_token: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          locale?: 'en' | 'fr' | 'ar';
          opted_in_at?: string | null;
          unsubscribe_token?: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          locale?: 'en' | 'fr' | 'ar';
          opted_in_at?: string | null;
          unsubscribe_token?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      newsletter_subscribers: {
        Row: {
          created_at: string;
          email: string;
          id: string;
        };
        Insert: {
          created_at?: string;
          email: string;
          id?: string;
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: string;
        };
        Relationships: [];
      };
      order_events: {
        Row: {
          actor_id: string | null;
          at: string;
          from_status: string | null;
          id: number;
          kind: 'status' | 'refund' | 'return';
          note: string | null;
          order_id: string;
          to_status: string;
        };
        Insert: {
          actor_id?: string | null;
          at?: string;
          from_status?: string | null;
          id?: never;
          kind?: 'status' | 'refund' | 'return';
          note?: string | null;
          order_id: string;
          to_status: string;
        };
        Update: {
          actor_id?: string | null;
          at?: string;
          from_status?: string | null;
          id?: never;
          kind?: 'status' | 'refund' | 'return';
          note?: string | null;
          order_id?: string;
          to_status?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'order_events_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      order_items: {
        Row: {
          created_at: string;
          discount: number;
          ht: number;
          id: string;
          order_id: string;
          product_id: string | null;
          product_image_url: string | null;
          product_slug: string | null;
          product_title: string;
          quantity: number;
          refunded_quantity: number;
          restocked_quantity: number;
          sku: string | null;
          total_price: number;
          tva: number;
          tva_rate: number;
          unit_price: number;
          variant_id: string | null;
          variant_info: Json;
        };
        Insert: {
          created_at?: string;
          discount?: number;
          ht: number;
          id?: string;
          order_id: string;
          product_id?: string | null;
          product_image_url?: string | null;
          product_slug?: string | null;
          product_title: string;
          quantity: number;
          refunded_quantity?: number;
          restocked_quantity?: number;
          sku?: string | null;
          total_price: number;
          tva: number;
          tva_rate: number;
          unit_price: number;
          variant_id?: string | null;
          variant_info?: Json;
        };
        Update: {
          created_at?: string;
          discount?: number;
          ht?: number;
          id?: string;
          order_id?: string;
          product_id?: string | null;
          product_image_url?: string | null;
          product_slug?: string | null;
          product_title?: string;
          quantity?: number;
          refunded_quantity?: number;
          restocked_quantity?: number;
          sku?: string | null;
          total_price?: number;
          tva?: number;
          tva_rate?: number;
          unit_price?: number;
          variant_id?: string | null;
          variant_info?: Json;
        };
        Relationships: [
          {
            foreignKeyName: 'order_items_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_items_variant_id_fkey';
            columns: ['variant_id'];
            isOneToOne: false;
            referencedRelation: 'product_variants';
            referencedColumns: ['id'];
          },
        ];
      };
      order_owner_notes: {
        Row: {
          author_id: string | null;
          created_at: string;
          id: number;
          note: string;
          order_id: string;
        };
        Insert: {
          author_id?: string | null;
          created_at?: string;
          id?: never;
          note: string;
          order_id: string;
        };
        Update: {
          author_id?: string | null;
          created_at?: string;
          id?: never;
          note?: string;
          order_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'order_owner_notes_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      order_payment_flags: {
        Row: {
          expected: Json | null;
          flagged_at: string;
          id: string;
          order_id: string;
          paypal_capture_id: string | null;
          paypal_order_id: string | null;
          reason: string;
          received: Json | null;
          source: 'webhook' | 'capture';
        };
        Insert: {
          expected?: Json | null;
          flagged_at?: string;
          id?: string;
          order_id: string;
          paypal_capture_id?: string | null;
          paypal_order_id?: string | null;
          reason: string;
          received?: Json | null;
          source: 'webhook' | 'capture';
        };
        Update: {
          expected?: Json | null;
          flagged_at?: string;
          id?: string;
          order_id?: string;
          paypal_capture_id?: string | null;
          paypal_order_id?: string | null;
          reason?: string;
          received?: Json | null;
          source?: 'webhook' | 'capture';
        };
        Relationships: [
          {
            foreignKeyName: 'order_payment_flags_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      orders: {
        Row: {
          cancel_reason: string | null;
          carrier: string | null;
          confirmed_at: string | null;
          created_at: string;
          currency: 'MAD' | 'EUR' | 'USD';
          customer_email: string;
          customer_name: string;
          customer_phone: string;
          delivered_at: string | null;
          discount: number;
          hold_expires_at: string | null;
          id: string;
          idempotency_caller: string | null;
          idempotency_key: string | null;
          idempotency_request_hash: string | null;
          locale: 'en' | 'fr' | 'ar';
          order_number: string;
          order_status:
            'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'returned';
          paid_amount: number | null;
          paid_at: string | null;
          paid_currency: 'MAD' | 'EUR' | 'USD' | null;
          payment_method: 'paypal' | 'cod';
          payment_status: 'pending' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';
          paypal_capture_id: string | null;
          paypal_order_id: string | null;
          promotion_codes: string[];
          refunded_amount: number;
          refunded_mad: number;
          returned_at: string | null;
          returned_reason: 'refused' | 'unreachable' | null;
          shipped_at: string | null;
          shipping: number;
          shipping_address: Json;
          shipping_ht: number;
          shipping_tva: number;
          shipping_tva_rate: number;
          stock_released_at: string | null;
          subtotal: number;
          total: number;
          tracking_number: string | null;
          tracking_url: string | null;
          updated_at: string;
          user_id: string | null;
        };
        Insert: {
          cancel_reason?: string | null;
          carrier?: string | null;
          confirmed_at?: string | null;
          created_at?: string;
          currency?: 'MAD' | 'EUR' | 'USD';
          customer_email: string;
          customer_name: string;
          customer_phone: string;
          delivered_at?: string | null;
          discount?: number;
          hold_expires_at?: string | null;
          id?: string;
          idempotency_caller?: string | null;
          idempotency_key?: string | null;
          idempotency_request_hash?: string | null;
          locale?: 'en' | 'fr' | 'ar';
          order_number?: string;
          order_status?:
            'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'returned';
          paid_amount?: number | null;
          paid_at?: string | null;
          paid_currency?: 'MAD' | 'EUR' | 'USD' | null;
          payment_method: 'paypal' | 'cod';
          payment_status?: 'pending' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';
          paypal_capture_id?: string | null;
          paypal_order_id?: string | null;
          promotion_codes?: string[];
          refunded_amount?: number;
          refunded_mad?: number;
          returned_at?: string | null;
          returned_reason?: 'refused' | 'unreachable' | null;
          shipped_at?: string | null;
          shipping: number;
          shipping_address: Json;
          shipping_ht: number;
          shipping_tva: number;
          shipping_tva_rate: number;
          stock_released_at?: string | null;
          subtotal: number;
          total: number;
          tracking_number?: string | null;
          tracking_url?: string | null;
          updated_at?: string;
          user_id?: string | null;
        };
        Update: {
          cancel_reason?: string | null;
          carrier?: string | null;
          confirmed_at?: string | null;
          created_at?: string;
          currency?: 'MAD' | 'EUR' | 'USD';
          customer_email?: string;
          customer_name?: string;
          customer_phone?: string;
          delivered_at?: string | null;
          discount?: number;
          hold_expires_at?: string | null;
          id?: string;
          idempotency_caller?: string | null;
          idempotency_key?: string | null;
          idempotency_request_hash?: string | null;
          locale?: 'en' | 'fr' | 'ar';
          order_number?: string;
          order_status?:
            'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'returned';
          paid_amount?: number | null;
          paid_at?: string | null;
          paid_currency?: 'MAD' | 'EUR' | 'USD' | null;
          payment_method?: 'paypal' | 'cod';
          payment_status?: 'pending' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';
          paypal_capture_id?: string | null;
          paypal_order_id?: string | null;
          promotion_codes?: string[];
          refunded_amount?: number;
          refunded_mad?: number;
          returned_at?: string | null;
          returned_reason?: 'refused' | 'unreachable' | null;
          shipped_at?: string | null;
          shipping?: number;
          shipping_address?: Json;
          shipping_ht?: number;
          shipping_tva?: number;
          shipping_tva_rate?: number;
          stock_released_at?: string | null;
          subtotal?: number;
          total?: number;
          tracking_number?: string | null;
          tracking_url?: string | null;
          updated_at?: string;
          user_id?: string | null;
        };
        Relationships: [];
      };
      page_translations: {
        Row: {
          content: string | null;
          created_at: string;
          locale: 'fr' | 'ar';
          page_id: string;
          search_document: unknown | null;
          title: string | null;
          updated_at: string;
        };
        Insert: {
          content?: string | null;
          created_at?: string;
          locale: 'fr' | 'ar';
          page_id: string;
          search_document?: unknown | null;
          title?: string | null;
          updated_at?: string;
        };
        Update: {
          content?: string | null;
          created_at?: string;
          locale?: 'fr' | 'ar';
          page_id?: string;
          search_document?: unknown | null;
          title?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'page_translations_page_id_fkey';
            columns: ['page_id'];
            isOneToOne: false;
            referencedRelation: 'pages';
            referencedColumns: ['id'];
          },
        ];
      };
      pages: {
        Row: {
          content: string;
          created_at: string;
          id: string;
          published: boolean;
          search_document: unknown | null;
          slug: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          content?: string;
          created_at?: string;
          id?: string;
          published?: boolean;
          search_document?: unknown | null;
          slug: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          content?: string;
          created_at?: string;
          id?: string;
          published?: boolean;
          search_document?: unknown | null;
          slug?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      product_image_translations: {
        Row: {
          alt_text: string | null;
          created_at: string;
          image_id: string;
          locale: 'fr' | 'ar';
          updated_at: string;
        };
        Insert: {
          alt_text?: string | null;
          created_at?: string;
          image_id: string;
          locale: 'fr' | 'ar';
          updated_at?: string;
        };
        Update: {
          alt_text?: string | null;
          created_at?: string;
          image_id?: string;
          locale?: 'fr' | 'ar';
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'product_image_translations_image_id_fkey';
            columns: ['image_id'];
            isOneToOne: false;
            referencedRelation: 'product_images';
            referencedColumns: ['id'];
          },
        ];
      };
      product_images: {
        Row: {
          alt_text: string;
          created_at: string;
          id: string;
          position: number;
          product_id: string;
          storage_path: string;
        };
        Insert: {
          alt_text: string;
          created_at?: string;
          id?: string;
          position: number;
          product_id: string;
          storage_path: string;
        };
        Update: {
          alt_text?: string;
          created_at?: string;
          id?: string;
          position?: number;
          product_id?: string;
          storage_path?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'product_images_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      product_translations: {
        Row: {
          alt_text: string | null;
          care_instructions: string | null;
          created_at: string;
          description: string | null;
          details: string | null;
          locale: 'fr' | 'ar';
          meta_description: string | null;
          product_id: string;
          search_document: unknown | null;
          seo_title: string | null;
          title: string | null;
          updated_at: string;
        };
        Insert: {
          alt_text?: string | null;
          care_instructions?: string | null;
          created_at?: string;
          description?: string | null;
          details?: string | null;
          locale: 'fr' | 'ar';
          meta_description?: string | null;
          product_id: string;
          search_document?: unknown | null;
          seo_title?: string | null;
          title?: string | null;
          updated_at?: string;
        };
        Update: {
          alt_text?: string | null;
          care_instructions?: string | null;
          created_at?: string;
          description?: string | null;
          details?: string | null;
          locale?: 'fr' | 'ar';
          meta_description?: string | null;
          product_id?: string;
          search_document?: unknown | null;
          seo_title?: string | null;
          title?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'product_translations_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      product_variants: {
        Row: {
          active: boolean;
          compare_at_price: number | null;
          created_at: string;
          id: string;
          options: Json;
          position: number;
          price: number;
          product_id: string;
          sku: string;
          stock_quantity: number | null;
          tva_rate: number | null;
          updated_at: string;
        };
        Insert: {
          active?: boolean;
          compare_at_price?: number | null;
          created_at?: string;
          id?: string;
          options?: Json;
          position?: number;
          price: number;
          product_id: string;
          sku: string;
          stock_quantity?: number | null;
          tva_rate?: number | null;
          updated_at?: string;
        };
        Update: {
          active?: boolean;
          compare_at_price?: number | null;
          created_at?: string;
          id?: string;
          options?: Json;
          position?: number;
          price?: number;
          product_id?: string;
          sku?: string;
          stock_quantity?: number | null;
          tva_rate?: number | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'product_variants_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      products: {
        Row: {
          alt_text: string | null;
          artisan: string | null;
          care_instructions: string | null;
          category: 'ceramics' | 'textiles' | 'kitchenware' | 'spices' | 'accessories';
          collection: string | null;
          created_at: string;
          description: string | null;
          details: string | null;
          from_price: number;
          id: string;
          image_url: string | null;
          in_stock: boolean;
          is_artisan_spotlight: boolean;
          is_featured: boolean;
          is_new: boolean;
          meta_description: string | null;
          price: number;
          price_varies: boolean;
          product_type: 'bowl' | 'serving-board' | 'napkin' | 'jam' | 'utensil' | 'gift-set';
          related_products: string[];
          review_summary: Json | null;
          search_document: unknown | null;
          seo_title: string | null;
          sku_id: string | null;
          slug: string;
          tags: string[];
          title: string;
          tva_rate: number | null;
          updated_at: string;
        };
        Insert: {
          alt_text?: string | null;
          artisan?: string | null;
          care_instructions?: string | null;
          category: 'ceramics' | 'textiles' | 'kitchenware' | 'spices' | 'accessories';
          collection?: string | null;
          created_at?: string;
          description?: string | null;
          details?: string | null;
          from_price: number;
          id?: string;
          image_url?: string | null;
          in_stock?: boolean;
          is_artisan_spotlight?: boolean;
          is_featured?: boolean;
          is_new?: boolean;
          meta_description?: string | null;
          price: number;
          price_varies?: boolean;
          product_type: 'bowl' | 'serving-board' | 'napkin' | 'jam' | 'utensil' | 'gift-set';
          related_products?: string[];
          search_document?: unknown | null;
          seo_title?: string | null;
          sku_id?: string | null;
          slug: string;
          tags?: string[];
          title: string;
          tva_rate?: number | null;
          updated_at?: string;
        };
        Update: {
          alt_text?: string | null;
          artisan?: string | null;
          care_instructions?: string | null;
          category?: 'ceramics' | 'textiles' | 'kitchenware' | 'spices' | 'accessories';
          collection?: string | null;
          created_at?: string;
          description?: string | null;
          details?: string | null;
          from_price?: number;
          id?: string;
          image_url?: string | null;
          in_stock?: boolean;
          is_artisan_spotlight?: boolean;
          is_featured?: boolean;
          is_new?: boolean;
          meta_description?: string | null;
          price?: number;
          price_varies?: boolean;
          product_type?: 'bowl' | 'serving-board' | 'napkin' | 'jam' | 'utensil' | 'gift-set';
          related_products?: string[];
          search_document?: unknown | null;
          seo_title?: string | null;
          sku_id?: string | null;
          slug?: string;
          tags?: string[];
          title?: string;
          tva_rate?: number | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      promotion_redemptions: {
        Row: {
          amount_mad: number;
          created_at: string;
          email_key: string;
          id: string;
          order_id: string;
          phone_key: string;
          promotion_id: string;
          released_at: string | null;
          user_id: string | null;
        };
        Insert: {
          amount_mad: number;
          created_at?: string;
          email_key: string;
          id?: string;
          order_id: string;
          phone_key: string;
          promotion_id: string;
          released_at?: string | null;
          user_id?: string | null;
        };
        Update: {
          amount_mad?: number;
          created_at?: string;
          email_key?: string;
          id?: string;
          order_id?: string;
          phone_key?: string;
          promotion_id?: string;
          released_at?: string | null;
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'promotion_redemptions_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'promotion_redemptions_promotion_id_fkey';
            columns: ['promotion_id'];
            isOneToOne: false;
            referencedRelation: 'promotions';
            referencedColumns: ['id'];
          },
        ];
      };
      promotion_translations: {
        Row: {
          created_at: string;
          locale: 'fr' | 'ar';
          promotion_id: string;
          title: string | null;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          locale: 'fr' | 'ar';
          promotion_id: string;
          title?: string | null;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          locale?: 'fr' | 'ar';
          promotion_id?: string;
          title?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'promotion_translations_promotion_id_fkey';
            columns: ['promotion_id'];
            isOneToOne: false;
            referencedRelation: 'promotions';
            referencedColumns: ['id'];
          },
        ];
      };
      promotions: {
        Row: {
          active: boolean;
          applies_to: 'order' | 'items';
          categories: string[];
          code: string | null;
          collections: string[];
          combinable: boolean;
          created_at: string;
          ends_at: string | null;
          id: string;
          kind: 'percentage' | 'fixed' | 'free_shipping';
          min_subtotal_mad: number | null;
          product_ids: string[];
          starts_at: string | null;
          title: string;
          updated_at: string;
          usage_limit: number | null;
          usage_limit_per_customer: number | null;
          value: number;
        };
        Insert: {
          active?: boolean;
          applies_to?: 'order' | 'items';
          categories?: string[];
          code?: string | null;
          collections?: string[];
          combinable?: boolean;
          created_at?: string;
          ends_at?: string | null;
          id?: string;
          kind: 'percentage' | 'fixed' | 'free_shipping';
          min_subtotal_mad?: number | null;
          product_ids?: string[];
          starts_at?: string | null;
          title: string;
          updated_at?: string;
          usage_limit?: number | null;
          usage_limit_per_customer?: number | null;
          value?: number;
        };
        Update: {
          active?: boolean;
          applies_to?: 'order' | 'items';
          categories?: string[];
          code?: string | null;
          collections?: string[];
          combinable?: boolean;
          created_at?: string;
          ends_at?: string | null;
          id?: string;
          kind?: 'percentage' | 'fixed' | 'free_shipping';
          min_subtotal_mad?: number | null;
          product_ids?: string[];
          starts_at?: string | null;
          title?: string;
          updated_at?: string;
          usage_limit?: number | null;
          usage_limit_per_customer?: number | null;
          value?: number;
        };
        Relationships: [];
      };
      refund_items: {
        Row: {
          amount_mad: number;
          order_item_id: string;
          quantity: number;
          refund_id: string;
          restock: boolean;
        };
        Insert: {
          amount_mad: number;
          order_item_id: string;
          quantity: number;
          refund_id: string;
          restock?: boolean;
        };
        Update: {
          amount_mad?: number;
          order_item_id?: string;
          quantity?: number;
          refund_id?: string;
          restock?: boolean;
        };
        Relationships: [
          {
            foreignKeyName: 'refund_items_order_item_id_fkey';
            columns: ['order_item_id'];
            isOneToOne: false;
            referencedRelation: 'order_items';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'refund_items_refund_id_fkey';
            columns: ['refund_id'];
            isOneToOne: false;
            referencedRelation: 'refunds';
            referencedColumns: ['id'];
          },
        ];
      };
      refunds: {
        Row: {
          amount: number;
          amount_mad: number;
          created_at: string;
          created_by: string | null;
          currency: 'MAD' | 'EUR' | 'USD';
          failure_reason: string | null;
          id: string;
          order_id: string;
          provider: 'paypal' | 'manual';
          provider_refund_id: string | null;
          reason: string;
          return_id: string | null;
          settled_at: string | null;
          shipping_mad: number;
          source: 'owner' | 'paypal_dashboard';
          status: 'pending' | 'succeeded' | 'failed';
        };
        Insert: {
          amount: number;
          amount_mad: number;
          created_at?: string;
          created_by?: string | null;
          currency: 'MAD' | 'EUR' | 'USD';
          failure_reason?: string | null;
          id?: string;
          order_id: string;
          provider: 'paypal' | 'manual';
          provider_refund_id?: string | null;
          reason: string;
          return_id?: string | null;
          settled_at?: string | null;
          shipping_mad?: number;
          source?: 'owner' | 'paypal_dashboard';
          status?: 'pending' | 'succeeded' | 'failed';
        };
        Update: {
          amount?: number;
          amount_mad?: number;
          created_at?: string;
          created_by?: string | null;
          currency?: 'MAD' | 'EUR' | 'USD';
          failure_reason?: string | null;
          id?: string;
          order_id?: string;
          provider?: 'paypal' | 'manual';
          provider_refund_id?: string | null;
          reason?: string;
          return_id?: string | null;
          settled_at?: string | null;
          shipping_mad?: number;
          source?: 'owner' | 'paypal_dashboard';
          status?: 'pending' | 'succeeded' | 'failed';
        };
        Relationships: [
          {
            foreignKeyName: 'refunds_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'refunds_return_id_fkey';
            columns: ['return_id'];
            isOneToOne: false;
            referencedRelation: 'return_requests';
            referencedColumns: ['id'];
          },
        ];
      };
      return_photo_uploads: {
        Row: {
          created_at: string;
          expires_at: string;
          id: string;
          object_name: string;
          order_id: string;
        };
        Insert: {
          created_at?: string;
          expires_at?: string;
          id?: string;
          object_name: string;
          order_id: string;
        };
        Update: {
          created_at?: string;
          expires_at?: string;
          id?: string;
          object_name?: string;
          order_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'return_photo_uploads_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      return_request_items: {
        Row: {
          order_item_id: string;
          quantity: number;
          return_id: string;
        };
        Insert: {
          order_item_id: string;
          quantity: number;
          return_id: string;
        };
        Update: {
          order_item_id?: string;
          quantity?: number;
          return_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'return_request_items_order_item_id_fkey';
            columns: ['order_item_id'];
            isOneToOne: false;
            referencedRelation: 'order_items';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'return_request_items_return_id_fkey';
            columns: ['return_id'];
            isOneToOne: false;
            referencedRelation: 'return_requests';
            referencedColumns: ['id'];
          },
        ];
      };
      return_requests: {
        Row: {
          created_at: string;
          id: string;
          note: string | null;
          order_id: string;
          photo_path: string | null;
          reason: 'damaged' | 'wrong_item' | 'changed_mind';
          refund_id: string | null;
          reject_reason: string | null;
          status: 'requested' | 'approved' | 'received' | 'refunded' | 'rejected';
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          note?: string | null;
          order_id: string;
          photo_path?: string | null;
          reason: 'damaged' | 'wrong_item' | 'changed_mind';
          refund_id?: string | null;
          reject_reason?: string | null;
          status?: 'requested' | 'approved' | 'received' | 'refunded' | 'rejected';
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          note?: string | null;
          order_id?: string;
          photo_path?: string | null;
          reason?: 'damaged' | 'wrong_item' | 'changed_mind';
          refund_id?: string | null;
          reject_reason?: string | null;
          status?: 'requested' | 'approved' | 'received' | 'refunded' | 'rejected';
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'return_requests_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'return_requests_refund_id_fkey';
            columns: ['refund_id'];
            isOneToOne: false;
            referencedRelation: 'refunds';
            referencedColumns: ['id'];
          },
        ];
      };
      review_photo_uploads: {
        Row: {
          created_at: string;
          id: string;
          object_name: string;
          order_item_id: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          object_name: string;
          order_item_id: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          object_name?: string;
          order_item_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'review_photo_uploads_order_item_id_fkey';
            columns: ['order_item_id'];
            isOneToOne: false;
            referencedRelation: 'order_items';
            referencedColumns: ['id'];
          },
        ];
      };
      reviews: {
        Row: {
          answer: string | null;
          answered_at: string | null;
          body: string;
          created_at: string;
          id: string;
          locale: 'en' | 'fr' | 'ar';
          order_item_id: string;
          photos: string[];
          product_id: string;
          published_at: string | null;
          rating: number;
          reviewer_name: string;
          status: 'pending' | 'published' | 'rejected';
          title: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          answer?: string | null;
          answered_at?: string | null;
          body: string;
          created_at?: string;
          id?: string;
          locale: 'en' | 'fr' | 'ar';
          order_item_id: string;
          photos?: string[];
          product_id: string;
          published_at?: string | null;
          rating: number;
          reviewer_name: string;
          status?: 'pending' | 'published' | 'rejected';
          title: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          answer?: string | null;
          answered_at?: string | null;
          body?: string;
          created_at?: string;
          id?: string;
          locale?: 'en' | 'fr' | 'ar';
          order_item_id?: string;
          photos?: string[];
          product_id?: string;
          published_at?: string | null;
          rating?: number;
          reviewer_name?: string;
          status?: 'pending' | 'published' | 'rejected';
          title?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'reviews_order_item_id_fkey';
            columns: ['order_item_id'];
            isOneToOne: true;
            referencedRelation: 'order_items';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'reviews_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      saved_items: {
        Row: {
          created_at: string;
          id: string;
          item_id: string;
          item_type: 'product' | 'article';
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          item_id: string;
          item_type: 'product' | 'article';
          user_id?: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          item_id?: string;
          item_type?: 'product' | 'article';
          user_id?: string;
        };
        Relationships: [];
      };
      search_synonyms: {
        Row: {
          created_at: string;
          id: string;
          note: string | null;
          term_stems: string[] | null;
          term_stems_ar: string[] | null;
          term_stems_fr: string[] | null;
          terms: string[];
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          note?: string | null;
          term_stems?: string[] | null;
          term_stems_ar?: string[] | null;
          term_stems_fr?: string[] | null;
          terms: string[];
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          note?: string | null;
          term_stems?: string[] | null;
          term_stems_ar?: string[] | null;
          term_stems_fr?: string[] | null;
          terms?: string[];
          updated_at?: string;
        };
        Relationships: [];
      };
      shipping_zone_translations: {
        Row: {
          created_at: string;
          locale: 'fr' | 'ar';
          name: string | null;
          updated_at: string;
          zone_id: string;
        };
        Insert: {
          created_at?: string;
          locale: 'fr' | 'ar';
          name?: string | null;
          updated_at?: string;
          zone_id: string;
        };
        Update: {
          created_at?: string;
          locale?: 'fr' | 'ar';
          name?: string | null;
          updated_at?: string;
          zone_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'shipping_zone_translations_zone_id_fkey';
            columns: ['zone_id'];
            isOneToOne: false;
            referencedRelation: 'shipping_zones';
            referencedColumns: ['id'];
          },
        ];
      };
      shipping_zones: {
        Row: {
          active: boolean;
          cities: string[];
          cod_max_mad: number | null;
          countries: string[];
          created_at: string;
          delivery_days_max: number;
          delivery_days_min: number;
          free_from_mad: number | null;
          id: string;
          name: string;
          position: number;
          price_mad: number;
          updated_at: string;
        };
        Insert: {
          active?: boolean;
          cities?: string[];
          cod_max_mad?: number | null;
          countries?: string[];
          created_at?: string;
          delivery_days_max: number;
          delivery_days_min: number;
          free_from_mad?: number | null;
          id?: string;
          name: string;
          position?: number;
          price_mad: number;
          updated_at?: string;
        };
        Update: {
          active?: boolean;
          cities?: string[];
          cod_max_mad?: number | null;
          countries?: string[];
          created_at?: string;
          delivery_days_max?: number;
          delivery_days_min?: number;
          free_from_mad?: number | null;
          id?: string;
          name?: string;
          position?: number;
          price_mad?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      shop_settings: {
        Row: {
          abandoned_bag_hours: number;
          cod_confirm_hours: number;
          cod_max_attempts_per_10_minutes: number;
          cod_max_open_per_phone: number;
          cod_max_refusals: number;
          default_tva_rate: number;
          ice: string | null;
          id: boolean;
          if_number: string | null;
          invoice_footer: string | null;
          legal_address: string | null;
          legal_name: string | null;
          low_stock_threshold: number;
          patente: string | null;
          payment_hold_minutes: number;
          rc: string | null;
          return_address: string;
          return_window_days: number;
          review_request_days: number;
          shipping_tva_rate: number;
          time_zone: string;
          tva_exemption_text: string;
          tva_registration: string | null;
          updated_at: string;
        };
        Insert: {
          abandoned_bag_hours?: number;
          cod_confirm_hours?: number;
          cod_max_attempts_per_10_minutes?: number;
          cod_max_open_per_phone?: number;
          cod_max_refusals?: number;
          default_tva_rate?: number;
          ice?: string | null;
          id?: boolean;
          if_number?: string | null;
          invoice_footer?: string | null;
          legal_address?: string | null;
          legal_name?: string | null;
          low_stock_threshold?: number;
          patente?: string | null;
          payment_hold_minutes?: number;
          rc?: string | null;
          return_address: string;
          return_window_days?: number;
          review_request_days?: number;
          shipping_tva_rate?: number;
          time_zone?: string;
          tva_exemption_text?: string;
          tva_registration?: string | null;
          updated_at?: string;
        };
        Update: {
          abandoned_bag_hours?: number;
          cod_confirm_hours?: number;
          cod_max_attempts_per_10_minutes?: number;
          cod_max_open_per_phone?: number;
          cod_max_refusals?: number;
          default_tva_rate?: number;
          ice?: string | null;
          id?: boolean;
          if_number?: string | null;
          invoice_footer?: string | null;
          legal_address?: string | null;
          legal_name?: string | null;
          low_stock_threshold?: number;
          patente?: string | null;
          payment_hold_minutes?: number;
          rc?: string | null;
          return_address?: string;
          return_window_days?: number;
          review_request_days?: number;
          shipping_tva_rate?: number;
          time_zone?: string;
          tva_exemption_text?: string;
          tva_registration?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      site_banner_translations: {
        Row: {
          banner_id: string;
          content: string | null;
          created_at: string;
          locale: 'fr' | 'ar';
          updated_at: string;
        };
        Insert: {
          banner_id: string;
          content?: string | null;
          created_at?: string;
          locale: 'fr' | 'ar';
          updated_at?: string;
        };
        Update: {
          banner_id?: string;
          content?: string | null;
          created_at?: string;
          locale?: 'fr' | 'ar';
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'site_banner_translations_banner_id_fkey';
            columns: ['banner_id'];
            isOneToOne: false;
            referencedRelation: 'site_banners';
            referencedColumns: ['id'];
          },
        ];
      };
      site_banners: {
        Row: {
          background_color: string;
          content: string;
          created_at: string;
          id: string;
          is_active: boolean;
          link_url: string | null;
          position: number;
          text_color: string;
          updated_at: string;
        };
        Insert: {
          background_color?: string;
          content: string;
          created_at?: string;
          id?: string;
          is_active?: boolean;
          link_url?: string | null;
          position?: number;
          text_color?: string;
          updated_at?: string;
        };
        Update: {
          background_color?: string;
          content?: string;
          created_at?: string;
          id?: string;
          is_active?: boolean;
          link_url?: string | null;
          position?: number;
          text_color?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      stripe_customers: {
        Row: {
          created_at: string;
          stripe_customer_id: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          stripe_customer_id: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          stripe_customer_id?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      subscriptions: {
        Row: {
          cancel_at_period_end: boolean;
          current_period_end: string | null;
          price_id: string | null;
          status:
            | 'incomplete'
            | 'incomplete_expired'
            | 'trialing'
            | 'active'
            | 'past_due'
            | 'canceled'
            | 'unpaid'
            | 'paused';
          stripe_customer_id: string;
          stripe_event_created: string;
          stripe_subscription_id: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          cancel_at_period_end?: boolean;
          current_period_end?: string | null;
          price_id?: string | null;
          status:
            | 'incomplete'
            | 'incomplete_expired'
            | 'trialing'
            | 'active'
            | 'past_due'
            | 'canceled'
            | 'unpaid'
            | 'paused';
          stripe_customer_id: string;
          stripe_event_created: string;
          stripe_subscription_id: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          cancel_at_period_end?: boolean;
          current_period_end?: string | null;
          price_id?: string | null;
          status?:
            | 'incomplete'
            | 'incomplete_expired'
            | 'trialing'
            | 'active'
            | 'past_due'
            | 'canceled'
            | 'unpaid'
            | 'paused';
          stripe_customer_id?: string;
          stripe_event_created?: string;
          stripe_subscription_id?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'subscriptions_customer_of_user';
            columns: ['user_id', 'stripe_customer_id'];
            isOneToOne: false;
            referencedRelation: 'stripe_customers';
            referencedColumns: ['user_id', 'stripe_customer_id'];
          },
        ];
      };
      whatsapp_outbox: {
        Row: {
          attempts: number;
          created_at: string;
          delivery_status: 'sent' | 'delivered' | 'read' | 'failed' | null;
          delivery_updated_at: string | null;
          id: string;
          kind: 'cod_confirmation';
          last_error: string | null;
          locale: 'en' | 'fr' | 'ar';
          next_attempt_at: string;
          order_id: string;
          payload: Json;
          provider_message_id: string | null;
          recipient: string;
          sent_at: string | null;
          status: 'pending' | 'sent' | 'failed';
        };
        Insert: {
          attempts?: number;
          created_at?: string;
          delivery_status?: 'sent' | 'delivered' | 'read' | 'failed' | null;
          delivery_updated_at?: string | null;
          id?: string;
          kind?: 'cod_confirmation';
          last_error?: string | null;
          locale: 'en' | 'fr' | 'ar';
          next_attempt_at?: string;
          order_id: string;
          payload: Json;
          provider_message_id?: string | null;
          recipient: string;
          sent_at?: string | null;
          status?: 'pending' | 'sent' | 'failed';
        };
        Update: {
          attempts?: number;
          created_at?: string;
          delivery_status?: 'sent' | 'delivered' | 'read' | 'failed' | null;
          delivery_updated_at?: string | null;
          id?: string;
          kind?: 'cod_confirmation';
          last_error?: string | null;
          locale?: 'en' | 'fr' | 'ar';
          next_attempt_at?: string;
          order_id?: string;
          payload?: Json;
          provider_message_id?: string | null;
          recipient?: string;
          sent_at?: string | null;
          status?: 'pending' | 'sent' | 'failed';
        };
        Relationships: [
          {
            foreignKeyName: 'whatsapp_outbox_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      whatsapp_replies: {
        Row: {
          from_phone: string;
          message_id: string;
          order_id: string | null;
          outcome: 'confirmed' | 'cancelled' | 'too_late' | 'refused';
          payload: string;
          received_at: string;
        };
        Insert: {
          from_phone: string;
          message_id: string;
          order_id?: string | null;
          outcome: 'confirmed' | 'cancelled' | 'too_late' | 'refused';
          payload: string;
          received_at?: string;
        };
        Update: {
          from_phone?: string;
          message_id?: string;
          order_id?: string | null;
          outcome?: 'confirmed' | 'cancelled' | 'too_late' | 'refused';
          payload?: string;
          received_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'whatsapp_replies_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      browse_products: {
        Args: {
          p_category?: string;
          p_collection?: string;
          p_featured?: boolean;
          p_locale?: string;
          p_maker?: string;
          p_new?: boolean;
          p_page?: number;
          p_page_size?: number;
          p_price?: string;
          p_search?: string;
          p_sort?: string;
          p_spotlight?: boolean;
          p_stock?: string;
          p_type?: string;
        };
        Returns: Json;
      };
      browse_recipes: {
        Args: {
          p_difficulty?: string;
          p_locale?: string;
          p_page?: number;
          p_page_size?: number;
          p_search?: string;
          p_sort?: string;
          p_tag?: string;
          p_time?: string;
        };
        Returns: Json;
      };
      check_dashboard_rollups: { Args: never; Returns: Json };
      claim_mail_outbox: {
        Args: { p_lease_seconds?: number; p_limit?: number };
        Returns: {
          attempts: number;
          created_at: string;
          id: string;
          kind:
            | 'order_received'
            | 'new_order_alert'
            | 'order_confirmed'
            | 'order_shipped'
            | 'order_delivered'
            | 'order_cancelled'
            | 'payment_failed'
            | 'back_in_stock'
            | 'refund_issued'
            | 'return_requested'
            | 'return_approved'
            | 'return_rejected'
            | 'return_received'
            | 'bag_reminder'
            | 'review_request';
          last_error: string | null;
          next_attempt_at: string;
          order_id: string | null;
          payload: Json;
          provider_id: string | null;
          recipient: string | null;
          sent_at: string | null;
          status: 'pending' | 'sent' | 'failed';
          subject: string | null;
        }[];
      };
      claim_whatsapp_outbox: {
        Args: { p_lease_seconds?: number; p_limit?: number };
        Returns: {
          attempts: number;
          created_at: string;
          delivery_status: 'sent' | 'delivered' | 'read' | 'failed' | null;
          delivery_updated_at: string | null;
          id: string;
          kind: 'cod_confirmation';
          last_error: string | null;
          locale: 'en' | 'fr' | 'ar';
          next_attempt_at: string;
          order_id: string;
          payload: Json;
          provider_message_id: string | null;
          recipient: string;
          sent_at: string | null;
          status: 'pending' | 'sent' | 'failed';
        }[];
      };
      create_refund: { Args: { p_refund: Json }; Returns: Json };
      get_cart: { Args: never; Returns: Json };
      get_order: { Args: { p_order_id: string }; Returns: Json };
      get_order_documents: { Args: { p_order_id: string }; Returns: Json };
      get_order_events: {
        Args: { p_order_id: string };
        Returns: { at: string; kind: string; from_status: string; to_status: string; note: string }[];
      };
      get_order_returns: { Args: { p_order_id: string }; Returns: Json };
      is_shop_owner: { Args: never; Returns: boolean };
      mark_mail_failed: {
        Args: { p_error: string; p_id: string; p_retry_in_seconds: number };
        Returns: undefined;
      };
      mark_mail_sent: {
        Args: { p_id: string; p_provider_id: string; p_subject: string };
        Returns: undefined;
      };
      mark_whatsapp_failed: {
        Args: { p_error: string; p_id: string; p_retry_in_seconds: number };
        Returns: undefined;
      };
      mark_whatsapp_sent: { Args: { p_id: string; p_message_id: string }; Returns: undefined };
      merge_cart: { Args: { p_lines: Json; p_merge_id?: string }; Returns: Json };
      my_order_reviews: { Args: { p_order_id: string }; Returns: Json };
      note_cod_attempt: { Args: { p_client: string }; Returns: undefined };
      note_promotion_code_miss: { Args: { p_client: string }; Returns: undefined };
      open_return_photo_upload: { Args: { p_upload: Json }; Returns: Json };
      open_review_photo_upload: { Args: { p_upload: Json }; Returns: Json };
      owner_cod_record: { Args: { p_order_id: string }; Returns: Json };
      owner_dashboard: { Args: { p_from: string; p_to: string }; Returns: Json };
      owner_mark_returned: {
        Args: { p_note?: string; p_order_id: string; p_reason: string; p_restock?: boolean };
        Returns: Json;
      };
      owner_moderate_review: { Args: { p_change: Json }; Returns: Json };
      owner_open_return_orders: {
        Args: { p_after_created_at?: string; p_after_id?: string; p_limit?: number };
        Returns: Json;
      };
      owner_order_lines_csv: {
        Args: {
          p_after_created_at?: string;
          p_after_id?: string;
          p_from: string;
          p_limit?: number;
          p_to: string;
        };
        Returns: Json;
      };
      owner_promotions: {
        Args: never;
        Returns: {
          id: string;
          code: string;
          title: string;
          kind: string;
          value: number;
          applies_to: string;
          min_subtotal_mad: number;
          starts_at: string;
          ends_at: string;
          usage_limit: number;
          usage_limit_per_customer: number;
          combinable: boolean;
          active: boolean;
          uses: number;
          given_mad: number;
        }[];
      };
      owner_reviews: { Args: { p_limit?: number; p_status?: string }; Returns: Json };
      owner_search_orders: {
        Args: {
          p_after_created_at?: string;
          p_after_id?: string;
          p_filter?: string;
          p_limit?: number;
          p_search?: string;
        };
        Returns: Json;
      };
      owner_set_order_status: {
        Args: {
          p_carrier?: string;
          p_note?: string;
          p_order_id: string;
          p_to_status: string;
          p_tracking_number?: string;
          p_tracking_url?: string;
        };
        Returns: Json;
      };
      owner_set_return_status: {
        Args: { p_reason?: string; p_return_id: string; p_to_status: string };
        Returns: Json;
      };
      owner_shop_settings: { Args: never; Returns: Json };
      place_order: { Args: { p_order: Json }; Returns: Json };
      product_ratings: {
        Args: never;
        Returns: { product_id: string; average: number; review_count: number }[];
      };
      product_reviews: {
        Args: { p_page?: number; p_page_size?: number; p_product_id: string };
        Returns: Json;
      };
      queue_bag_reminders: { Args: never; Returns: number };
      quote_order: {
        Args: {
          p_city: string;
          p_country: string;
          p_items: Json;
          p_locale?: string;
          p_promotion_code: string;
        };
        Returns: Json;
      };
      record_payment: {
        Args: { p_capture_id?: string; p_order_id: string; p_outcome: string };
        Returns: Json;
      };
      record_paypal_refund: { Args: { p_event: Json }; Returns: Json };
      record_stripe_subscription: {
        Args: {
          p_cancel_at_period_end: boolean;
          p_current_period_end: string;
          p_event_created: string;
          p_price_id: string;
          p_status: string;
          p_stripe_customer_id: string;
          p_stripe_subscription_id: string;
          p_user_id: string;
        };
        Returns: boolean;
      };
      record_whatsapp_reply: { Args: { p_reply: Json }; Returns: Json };
      record_whatsapp_status: { Args: { p_status: Json }; Returns: Json };
      release_expired_holds: { Args: never; Returns: number };
      request_back_in_stock: {
        Args: { p_email: string; p_locale?: string; p_product_id: string; p_variant_id?: string };
        Returns: string;
      };
      request_return: { Args: { p_return: Json }; Returns: Json };
      return_photo_upload_allowed: { Args: { p_name: string }; Returns: boolean };
      review_photo_published: { Args: { p_name: string }; Returns: boolean };
      review_summary: { Args: { '': Database['public']['Tables']['products']['Row'] }; Returns: Json };
      save_cart: { Args: { p_lines: Json }; Returns: Json };
      search_site: {
        Args: { kinds?: string[]; lim?: number; off?: number; p_locale?: string; q: string };
        Returns: {
          kind: string;
          slug: string;
          title: string;
          excerpt: string;
          image_url: string;
          price: number;
          in_stock: boolean;
          rank: number;
          total: number;
          total_exact: boolean;
          corrected: string;
          lang: Json;
        }[];
      };
      set_marketing_opt_in: { Args: { p_locale?: string; p_opt_in: boolean }; Returns: string };
      settle_refund: {
        Args: {
          p_failure_reason?: string;
          p_provider_refund_id?: string;
          p_refund_id: string;
          p_status: string;
        };
        Returns: Json;
      };
      shipping_quote: {
        Args: { p_city: string; p_country: string; p_locale?: string; p_subtotal: number };
        Returns: {
          zone_name: string;
          shipping: number;
          free_from_mad: number;
          delivery_days_min: number;
          delivery_days_max: number;
          cod_max_mad: number;
          lang: Json;
        }[];
      };
      submit_review: { Args: { p_review: Json }; Returns: Json };
      unsubscribe_marketing: { Args: { p_token: string }; Returns: boolean };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const ArticleTranslationsChecks = { locale: ['fr', 'ar'] } as const;

export const ArticlesChecks = {
  category: ['ritual', 'recipe'],
  difficulty_level: ['easy', 'medium', 'hard'],
  guide_city: ['marrakech', 'fes', 'casablanca', 'rabat'],
} as const;

export const BackInStockRequestsChecks = { locale: ['en', 'fr', 'ar'] } as const;

export const CollectionTranslationsChecks = { locale: ['fr', 'ar'] } as const;

export const InvoiceCountersChecks = { series: ['F', 'A'] } as const;

export const InvoicesChecks = { kind: ['invoice', 'credit_note'] } as const;

export const MailOutboxChecks = {
  kind: [
    'order_received',
    'new_order_alert',
    'order_confirmed',
    'order_shipped',
    'order_delivered',
    'order_cancelled',
    'payment_failed',
    'back_in_stock',
    'refund_issued',
    'return_requested',
    'return_approved',
    'return_rejected',
    'return_received',
    'bag_reminder',
    'review_request',
  ],
  status: ['pending', 'sent', 'failed'],
} as const;

export const MailTextsChecks = {
  kind: [
    'common',
    'order_received',
    'new_order_alert',
    'order_confirmed',
    'order_shipped',
    'order_delivered',
    'order_cancelled',
    'payment_failed',
    'back_in_stock',
    'refund_issued',
    'return_requested',
    'return_approved',
    'return_rejected',
    'return_received',
    'bag_reminder',
    'review_request',
  ],
  locale: ['en', 'fr', 'ar'],
} as const;

export const MarketingPreferencesChecks = { locale: ['en', 'fr', 'ar'] } as const;

export const OrderEventsChecks = { kind: ['status', 'refund', 'return'] } as const;

export const OrderPaymentFlagsChecks = { source: ['webhook', 'capture'] } as const;

export const OrdersChecks = {
  currency: ['MAD', 'EUR', 'USD'],
  locale: ['en', 'fr', 'ar'],
  order_status: ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'],
  paid_currency: ['MAD', 'EUR', 'USD'],
  payment_method: ['paypal', 'cod'],
  payment_status: ['pending', 'paid', 'failed', 'partially_refunded', 'refunded'],
  returned_reason: ['refused', 'unreachable'],
} as const;

export const PageTranslationsChecks = { locale: ['fr', 'ar'] } as const;

export const ProductImageTranslationsChecks = { locale: ['fr', 'ar'] } as const;

export const ProductTranslationsChecks = { locale: ['fr', 'ar'] } as const;

export const ProductsChecks = {
  category: ['ceramics', 'textiles', 'kitchenware', 'spices', 'accessories'],
  product_type: ['bowl', 'serving-board', 'napkin', 'jam', 'utensil', 'gift-set'],
} as const;

export const PromotionTranslationsChecks = { locale: ['fr', 'ar'] } as const;

export const PromotionsChecks = {
  applies_to: ['order', 'items'],
  kind: ['percentage', 'fixed', 'free_shipping'],
} as const;

export const RefundsChecks = {
  currency: ['MAD', 'EUR', 'USD'],
  provider: ['paypal', 'manual'],
  source: ['owner', 'paypal_dashboard'],
  status: ['pending', 'succeeded', 'failed'],
} as const;

export const ReturnRequestsChecks = {
  reason: ['damaged', 'wrong_item', 'changed_mind'],
  status: ['requested', 'approved', 'received', 'refunded', 'rejected'],
} as const;

export const ReviewsChecks = {
  locale: ['en', 'fr', 'ar'],
  status: ['pending', 'published', 'rejected'],
} as const;

export const SavedItemsChecks = { item_type: ['product', 'article'] } as const;

export const ShippingZoneTranslationsChecks = { locale: ['fr', 'ar'] } as const;

export const SiteBannerTranslationsChecks = { locale: ['fr', 'ar'] } as const;

export const SubscriptionsChecks = {
  status: [
    'incomplete',
    'incomplete_expired',
    'trialing',
    'active',
    'past_due',
    'canceled',
    'unpaid',
    'paused',
  ],
} as const;

export const WhatsappOutboxChecks = {
  delivery_status: ['sent', 'delivered', 'read', 'failed'],
  kind: ['cod_confirmation'],
  locale: ['en', 'fr', 'ar'],
  status: ['pending', 'sent', 'failed'],
} as const;

export const WhatsappRepliesChecks = { outcome: ['confirmed', 'cancelled', 'too_late', 'refused'] } as const;

export const Constants = {
  public: {
    Enums: {},
    Checks: {
      article_translations: ArticleTranslationsChecks,
      articles: ArticlesChecks,
      back_in_stock_requests: BackInStockRequestsChecks,
      collection_translations: CollectionTranslationsChecks,
      invoice_counters: InvoiceCountersChecks,
      invoices: InvoicesChecks,
      mail_outbox: MailOutboxChecks,
      mail_texts: MailTextsChecks,
      marketing_preferences: MarketingPreferencesChecks,
      order_events: OrderEventsChecks,
      order_payment_flags: OrderPaymentFlagsChecks,
      orders: OrdersChecks,
      page_translations: PageTranslationsChecks,
      product_image_translations: ProductImageTranslationsChecks,
      product_translations: ProductTranslationsChecks,
      products: ProductsChecks,
      promotion_translations: PromotionTranslationsChecks,
      promotions: PromotionsChecks,
      refunds: RefundsChecks,
      return_requests: ReturnRequestsChecks,
      reviews: ReviewsChecks,
      saved_items: SavedItemsChecks,
      shipping_zone_translations: ShippingZoneTranslationsChecks,
      site_banner_translations: SiteBannerTranslationsChecks,
      subscriptions: SubscriptionsChecks,
      whatsapp_outbox: WhatsappOutboxChecks,
      whatsapp_replies: WhatsappRepliesChecks,
    },
  },
} as const;
