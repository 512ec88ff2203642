// Solves the sign-up form's proof of work (src/web/account/sign-up-proof.ts) while the visitor types: finds a
// counter such that SHA-256("challenge:counter") starts with the challenge's number of zero bits, puts it in the
// form and enables the button. WebCrypto digests are asynchronous, so they are asked for in batches.
/* global document, window, TextEncoder */
(function () {
  'use strict';
  var BATCH = 512;

  function leadingZeroBits(bytes) {
    var bits = 0;
    for (var i = 0; i < bytes.length; i++) {
      if (bytes[i] === 0) {
        bits += 8;
        continue;
      }
      return bits + Math.clz32(bytes[i]) - 24;
    }
    return bits;
  }

  function solve(challenge, bits) {
    var encoder = new TextEncoder();
    var subtle = window.crypto.subtle;
    function batch(start) {
      var digests = [];
      for (var n = start; n < start + BATCH; n++) {
        digests.push(subtle.digest('SHA-256', encoder.encode(challenge + ':' + n)));
      }
      return Promise.all(digests).then(function (results) {
        for (var i = 0; i < results.length; i++) {
          if (leadingZeroBits(new Uint8Array(results[i])) >= bits) return String(start + i);
        }
        return batch(start + BATCH);
      });
    }
    return batch(0);
  }

  function start() {
    var form = document.querySelector('form[data-proof]');
    if (!form) return;
    var challenge = form.querySelector('input[name="proof_challenge"]').value;
    var solution = form.querySelector('input[name="proof_solution"]');
    var button = form.querySelector('button[type="submit"]');
    var status = document.getElementById('proof-status');
    if (!window.crypto || !window.crypto.subtle) {
      status.textContent =
        'This page needs a secure connection (HTTPS) to create an account. Open it over https:// and try again.';
      return;
    }
    solve(challenge, Number(challenge.split('.')[1])).then(function (found) {
      solution.value = found;
      button.disabled = false;
      status.textContent = '';
    });
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
