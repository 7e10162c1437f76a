-- Article covers and banner pictures get the right-sized copies listing photos have (320/640/960/1280 px, made in the
-- browser, stored beside the original as `<key>/w<width>`). A row keeps what the bucket held when it was saved: the
-- original's measured size and each copy's key and width, as JSON. Null for rows saved before (and pictures uploaded
-- without copies): those are shown as their original, as before.
ALTER TABLE `articles` ADD `cover_image_sizes` text;
--> statement-breakpoint
-- {"image": {...}, "mobileImage": {...}, "tabletImage": {...}}, each {"width", "height", "sizes": [{"width", "key"}]}.
ALTER TABLE `banners` ADD `image_sizes` text;
