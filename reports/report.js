// The auditor HTML report's behaviour: filters, jumping between a highlight and its list entry,
// and a count of the highlights for tests. It reads the page only; the article is inert text.
(function () {
  'use strict';

  function flash(element) {
    element.classList.add('flash');
    setTimeout(function () { element.classList.remove('flash'); }, 1200);
  }

  function show(element) {
    element.scrollIntoView({ block: 'center' });
    flash(element);
  }

  document.querySelectorAll('input[data-filter]').forEach(function (box) {
    box.addEventListener('change', function () {
      document.body.classList.toggle('hide-' + box.getAttribute('data-filter'), !box.checked);
    });
  });

  document.addEventListener('click', function (event) {
    var link = event.target.closest('a.goto');
    if (link) {
      var mark = document.querySelector('mark[data-finding="' + link.getAttribute('data-target') + '"]');
      if (mark) { event.preventDefault(); show(mark); }
      return;
    }
    var highlight = event.target.closest('mark.finding');
    if (highlight) {
      var id = highlight.getAttribute('data-finding') || highlight.getAttribute('data-part');
      var item = document.querySelector('li[data-for="' + id + '"]');
      if (item) show(item);
    }
  });

  // Tests (and curious readers) compare this with data-findings: one highlight per finding.
  document.body.setAttribute('data-highlighted-count',
    String(document.querySelectorAll('mark[data-finding]').length));
})();
